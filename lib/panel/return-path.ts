/**
 * Where a staff log-in may send the browser afterwards: a page of this site's admin panel. The value comes from the URL (`/admin?next=…`), so anyone can craft it: it is
 * resolved as a browser would resolve it, and kept only when the result stays on this origin
 * under /admin/. Anything else (`//evil.example`, `/admin/..//evil.example`, `/\evil.example`,
 * `https:evil.example`, encoded slashes) lands as usual.
 */
const BASE = "http://return-path.invalid";

export function safeReturnPath(path: string | undefined | null): string | null {
  if (!path || path.length > 2000 || !path.startsWith("/") || path.startsWith("//")) return null;
  // Browsers read a backslash as a slash, and %2f / %5c could turn into one after a decode.
  if (/[\\\u0000-\u001f]|%2f|%5c/i.test(path)) return null;
  let resolved: URL;
  try {
    resolved = new URL(path, BASE);
  } catch {
    return null;
  }
  if (resolved.origin !== BASE) return null;
  // The resolved path (dot segments removed) must itself be a plain panel path.
  if (!resolved.pathname.startsWith("/admin/") || resolved.pathname.includes("//")) return null;
  return `${resolved.pathname}${resolved.search}`;
}
