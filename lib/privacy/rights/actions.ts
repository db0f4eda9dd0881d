"use server";

// The browser doors of the rights requests (/privacy/requests); the API route calls the same commands.
import { redirect } from "next/navigation";
import { signOutHere } from "@/lib/auth/sign-in";
import { action } from "@/lib/http/action";
import type { Outcome } from "@/lib/http/outcome";
import { deleteOwnAccount } from "./account";
import { completeCorrection, createPrivacyRequest, markRequestChecked, signRequestRef, verifyPrivacyRequest } from "./requests";

export type RequestFormState = Outcome | null;

/** The request form (useActionState): its fields as the form sent them. */
export const requestPrivacyAction = action(
  { name: "privacy request" },
  async ({ ip }, _state: RequestFormState, form: FormData) => {
    // A caller of the action itself can send anything: no form reads as empty fields (a 400 naming them).
    const values = Object.fromEntries(
      ["email", "mobile", "kind", "note"].map((key) => [
        key,
        form instanceof FormData ? (form.get(key) ?? undefined) : undefined,
      ]),
    );
    return createPrivacyRequest(values, await ip());
  },
);

/** The link's confirm button: verifies, carries the request out, and shows the result on a signed page. */
export async function confirmPrivacyAction(form: FormData): Promise<void> {
  const token = form instanceof FormData ? String(form.get("token") ?? "") : "";
  const verified = await verifyPrivacyRequest(token);
  // Back to the link's page, which says what is wrong (anything but a token's shape: as no token).
  if (!verified.ok)
    redirect(/^[\w-]{1,128}$/.test(token) ? `/privacy/requests/verify?token=${token}` : "/privacy/requests/verify");
  redirect(`/privacy/requests/done?ref=${encodeURIComponent(signRequestRef(verified.requestId))}`);
}

/** An admin closes a verified correction once it is made. */
export const completeCorrectionAction = action(
  { name: "privacy correction done", permission: "privacy.requests" },
  async ({ caller }, id: string) => completeCorrection(caller.userId, String(id)),
);

/** An admin has verified by hand what a request's proof did not cover. */
export const markRequestCheckedAction = action(
  { name: "privacy request checked", permission: "privacy.requests" },
  async ({ caller }, id: string) => markRequestChecked(caller.userId, String(id)),
);

/** "Delete my account" on the profile, after its confirmation step with the password: erases, then signs out here. */
export const deleteAccountAction = action(
  { name: "account delete", permission: "account.own" },
  async ({ caller }, password: string) => {
    const outcome = await deleteOwnAccount(caller.userId, password);
    if (outcome.ok) await signOutHere();
    return outcome;
  },
);
