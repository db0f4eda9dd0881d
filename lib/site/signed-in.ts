/**
 * The header's signed-in hint (browser-safe): a cookie with no secret in it, only "1", set on a
 * visitor's log-in and cleared on log-out (lib/auth/hint.ts), which the inline script below turns
 * into an attribute on <html> before the first paint, so the prerendered header shows the profile
 * button at once instead of flashing "Login". It never grants anything: the server reads the
 * real, httpOnly session.
 */
export const SIGNED_IN_HINT = "disha_signed_in";
export const SIGNED_IN_ATTRIBUTE = "data-signed-in";

export const SIGNED_IN_SCRIPT = `if(/(?:^|;\\s*)${SIGNED_IN_HINT}=1(?:;|$)/.test(document.cookie))document.documentElement.setAttribute(${JSON.stringify(SIGNED_IN_ATTRIBUTE)},"");`;
