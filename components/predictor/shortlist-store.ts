/**
 * A visitor's shortlist of seats (their keys), shared by every star and the compare link on the page
 * through useSyncExternalStore. Signed out, it is kept in this browser's localStorage. Signed in
 * (the header's hint, lib/site/signed-in.ts), it is the account's (lib/predictor/shortlist.ts): the
 * first read merges in what the browser held and clears it there, so the next visitor of a shared
 * computer does not find it; each star is then saved to the account. A star the account refuses
 * (the list full, the session ended, a seat the data no longer holds) stays unpressed and leaves
 * its reason for ShortlistNotice.
 */
import { loadShortlistAction, starSeatAction } from "@/lib/predictor/actions";
import type { ShortlistAnswer } from "@/lib/predictor/shortlist";
import { SIGNED_IN_ATTRIBUTE } from "@/lib/site/signed-in";

const KEY = "disha.shortlist";
const listeners = new Set<() => void>();
let cached: { raw: string | null; keys: string[] } = { raw: null, keys: [] };
/** The account's shortlist once read on this page (while signed in). */
let account: string[] | null = null;
let loading: Promise<void> | null = null;
/** Why the account refused the last star, until dismissed or the next star. */
let refusal: string | null = null;

const SESSION_ENDED = "You are no longer logged in, so the program was not saved. Log in again to add it to your shortlist.";
const NOT_SAVED = "The program could not be saved to your shortlist. Please check your connection and try again.";

const signedIn = () => document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE);

function notify(): void {
  for (const listener of listeners) listener();
}

function readBrowser(): string[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    // Storage blocked (a private window's settings): the shortlist lives for this page only.
  }
  if (raw !== cached.raw) {
    let keys: unknown = [];
    try {
      keys = raw ? JSON.parse(raw) : [];
    } catch {
      keys = [];
    }
    cached = { raw, keys: Array.isArray(keys) ? keys.filter((key): key is string => typeof key === "string") : [] };
  }
  return cached.keys;
}

function writeBrowser(keys: string[]): void {
  try {
    if (keys.length === 0) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, JSON.stringify(keys));
  } catch {
    cached = { raw: JSON.stringify(keys), keys };
  }
}

/** The account's answer becomes the page's shortlist; a refusal (the session ended) leaves the browser's. */
function keepAccount(outcome: ShortlistAnswer): boolean {
  if (!outcome.ok || !outcome.data) return false;
  account = outcome.data.shortlist;
  notify();
  return true;
}

/**
 * Signed in: the browser's shortlist merged into the account's (called at log-in, and by the first
 * star on a page). The browser's copy is cleared only once the account holds it.
 */
export function loadAccountShortlist(): Promise<void> {
  loading ??= loadShortlistAction(readBrowser())
    .then((outcome) => {
      if (keepAccount(outcome)) writeBrowser([]);
    })
    .catch(() => undefined)
    .finally(() => (loading = null));
  return loading;
}

/** A log-in or log-out on this page (the header's hint changing) switches the stars between the account's list and the browser's. */
let signInWatch: MutationObserver | null = null;

function watchSignIn(): void {
  signInWatch = new MutationObserver(() => {
    // Logged out: the account's list is no longer this page's (the next log-in may be someone else's).
    if (!signedIn()) account = null;
    else if (account === null) void loadAccountShortlist();
    notify();
  });
  signInWatch.observe(document.documentElement, { attributeFilter: [SIGNED_IN_ATTRIBUTE] });
}

export function subscribeShortlist(listener: () => void): () => void {
  listeners.add(listener);
  if (!signInWatch) watchSignIn();
  if (account === null && signedIn()) void loadAccountShortlist();
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
    if (listeners.size === 0) {
      signInWatch?.disconnect();
      signInWatch = null;
    }
  };
}

export const shortlistSnapshot = (): string[] => (account !== null && signedIn() ? account : readBrowser());
export const serverShortlist = (): string[] => [];

export const shortlistRefusal = (): string | null => refusal;
export const serverRefusal = (): string | null => null;

export function dismissShortlistRefusal(): void {
  refusal = null;
  notify();
}

function refusalOf(outcome: ShortlistAnswer | null): string {
  if (!outcome || outcome.ok) return NOT_SAVED;
  return outcome.status === 401 ? SESSION_ENDED : outcome.message;
}

export async function toggleShortlisted(key: string): Promise<void> {
  // Cleared first, so the same reason given again is read out again.
  if (refusal !== null) dismissShortlistRefusal();
  if (signedIn()) {
    if (account === null) await loadAccountShortlist();
    if (account !== null) {
      const starred = !account.includes(key);
      const before = account;
      // Shown at once; the account's answer (or the list as it was, on a refusal) follows.
      account = starred ? [...account, key] : account.filter((kept) => kept !== key);
      notify();
      const outcome = await starSeatAction(key, starred).catch(() => null);
      if (outcome && keepAccount(outcome)) return;
      account = before;
      refusal = refusalOf(outcome);
      notify();
      return;
    }
  }
  const keys = readBrowser();
  writeBrowser(keys.includes(key) ? keys.filter((kept) => kept !== key) : [...keys, key]);
  notify();
}
