/**
 * Addresses staff type for images (colleges, blogs): a path on this site or an https URL. A
 * browser reads `//host/x`, `/\host/x` and `\/host` as another site, so a "site path" is only one
 * that resolves to this origin. No server-only imports: the admin forms check in the browser too.
 */
const BASE = "http://site-path.invalid";

/** Whether `value` is a path on this site ("/images/x.svg", "/media/…"), never another origin. */
export function isSitePath(value: string): boolean {
  // Backslashes count as slashes in a browser; whitespace and control characters never belong.
  if (!value.startsWith("/") || /[\\\s\p{Cc}]/u.test(value)) return false;
  try {
    const resolved = new URL(value, BASE);
    return resolved.origin === BASE && !resolved.pathname.startsWith("//");
  } catch {
    return false;
  }
}

/** Whether `value` is an https URL of any host (an image hosted elsewhere), written out in full. */
export function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\/[^/\\]/i.test(value) || /[\s\p{Cc}]/u.test(value)) return false;
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

/** An image address staff may give: a site path or an https URL. */
export const isImageAddress = (value: string): boolean => isSitePath(value) || isHttpsUrl(value);
