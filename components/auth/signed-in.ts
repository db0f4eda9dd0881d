import { SIGNED_IN_ATTRIBUTE, SIGNED_IN_HINT } from "@/lib/site/signed-in";

/** Shows the header as signed in or out at once, and keeps the hint cookie in step (lib/site/signed-in.ts). */
export function markSignedIn(signedIn: boolean): void {
  const root = document.documentElement;
  if (signedIn) root.setAttribute(SIGNED_IN_ATTRIBUTE, "");
  else {
    root.removeAttribute(SIGNED_IN_ATTRIBUTE);
    document.cookie = `${SIGNED_IN_HINT}=; Path=/; Max-Age=0; SameSite=Lax`;
  }
}
