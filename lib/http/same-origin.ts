/**
 * Cross-site request check for route handlers that change data, as Next.js does for server
 * actions: a browser always sends `Origin` on POST, PUT and DELETE, so a request whose Origin
 * names another host is refused. A request without Origin is not from a browser page (curl, a
 * server) and cannot carry a victim's cookies against their will.
 */
export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (!host) return false;
  try {
    return new URL(origin).host === host.split(",")[0]?.trim();
  } catch {
    return false;
  }
}
