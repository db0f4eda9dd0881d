import { siteOrigin } from "@/lib/env";

/**
 * Cross-site request forgery check for route handlers that change data, the way Next.js checks
 * server actions: a browser always sends Origin on a POST, so a request without one comes from a
 * non-browser client (curl, a partner's server) and is allowed; with one, it must be this site
 * (the host the request was addressed to, or NEXT_PUBLIC_SITE_URL).
 */
export function isAllowedOrigin(headers: Headers, siteUrl: string = siteOrigin()): boolean {
  const origin = headers.get("origin");
  if (origin === null) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // "null" (sandboxed frames, file://) and anything malformed
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  if (url.origin === new URL(siteUrl).origin) return true;
  const host = headers.get("x-forwarded-host") ?? headers.get("host");
  return host !== null && url.host === host.split(",")[0]!.trim().toLowerCase();
}

export const FORBIDDEN_ORIGIN_MESSAGE = "This form can only be sent from the Disha Education & Careers website.";
