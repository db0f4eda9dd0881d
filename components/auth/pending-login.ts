/**
 * The log-in waiting for its e-mailed code, kept in this tab's sessionStorage so a reload stays on
 * the code step until the code expires. Only the address and the expiry: never the password.
 */
const KEY = "disha.pending-login";

export type PendingLogin = {
  email: string;
  /** When the code stops working (ms since the epoch), as the server said. */
  expiresAt: number;
  /** Started in the auth modal: a reload reopens the modal on the code step. */
  inModal: boolean;
};

export function savePendingLogin(pending: PendingLogin): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Storage refused (a private window's quota): the step is simply not kept across a reload.
  }
}

export function clearPendingLogin(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing kept, nothing to clear
  }
}

/** The pending log-in while its code still works; an expired or unreadable one is dropped. */
export function readPendingLogin(): PendingLogin | null {
  try {
    const pending = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Partial<PendingLogin> | null;
    if (pending && typeof pending.email === "string" && typeof pending.expiresAt === "number" && pending.expiresAt > Date.now()) {
      return { email: pending.email, expiresAt: pending.expiresAt, inModal: pending.inModal === true };
    }
  } catch {
    // unreadable: treated as none
  }
  clearPendingLogin();
  return null;
}
