import { env, siteOrigin } from "@/lib/env";

/**
 * Cross-site request forgery check for route handlers that change data, the way Next.js checks
 * server actions: a browser always sends Origin on a POST, so a request without one comes from a
 * non-browser client (curl, a partner's server) and is allowed; with one, it must be this site
 * (NEXT_PUBLIC_SITE_URL, or the host the request was addressed to). X-Forwarded-Host names that
 * host only behind a trusted proxy (TRUST_PROXY), which sets it; otherwise any client could.
 */
export function isAllowedOrigin(
  headers: Headers,
  siteUrl: string = siteOrigin(),
  trustProxy: boolean = env().TRUST_PROXY,
): boolean {
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
  const host = (trustProxy ? headers.get("x-forwarded-host") : null) ?? headers.get("host");
  return host !== null && url.host === host.split(",")[0]!.trim().toLowerCase();
}

export const FORBIDDEN_ORIGIN_MESSAGE = "This form can only be sent from the Disha Education & Careers website.";
