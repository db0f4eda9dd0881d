import { NextResponse, type NextRequest } from "next/server";
import { findUniversityBySlug } from "@/content/universities";
import { redirectToStaffLogin } from "@/lib/auth/login-redirect";
import { refuseUnfitAction } from "@/lib/security/action-guard";
import { noncePolicy, scriptHash } from "@/lib/security/content-security-policy.mjs";
import { HEAD_SCRIPT } from "@/lib/site/head-script";
import { oldUniversityLinkTarget } from "@/lib/universities/old-links";

/**
 * The previous site's university links (/university/HERIOT%20WATT%20University) answer 308 to
 * the university's page, or to the study-abroad page when it no longer lists that name. Decided
 * here, before any rendering, so the prerendered university pages stay static and an arbitrary
 * name is never rendered or cached. Anything else goes on to the page (an unknown slug: 404).
 */
function redirectOldUniversityLink(request: NextRequest): NextResponse | null {
  const segment = request.nextUrl.pathname.slice("/university/".length);
  if (findUniversityBySlug(segment)) return null;
  const target = oldUniversityLinkTarget(segment);
  return target ? NextResponse.redirect(new URL(target, request.url), 308) : null;
}

/**
 * A page rendered for this request runs only the scripts Next.js writes into it: it reads the
 * nonce from the request's policy and puts it on each of them. (Prerendered pages get theirs from
 * lib/security/csp-cache-handler.mjs, so they never pass through here.)
 */
const headScriptHash = scriptHash(HEAD_SCRIPT);

function renderWithNonce(request: NextRequest): NextResponse {
  const policy = noncePolicy(btoa(crypto.randomUUID()), [headScriptHash]);
  const headers = new Headers(request.headers);
  headers.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  return response;
}

export function proxy(request: NextRequest) {
  const refusal = refuseUnfitAction(request);
  if (refusal) return refusal;
  if (request.nextUrl.pathname.startsWith("/university/")) return redirectOldUniversityLink(request) ?? NextResponse.next();
  return redirectToStaffLogin(request) ?? renderWithNonce(request);
}

/**
 * Static, as Next.js requires. Besides the old university links and server-action posts: every
 * page rendered per request, which needs a nonce (lib/seo/query-views.ts rewrites a directory or
 * board URL with a search or filter to its per-request route; lib/security/proxy-matcher.test.ts
 * keeps the keys in step; e2e/security/content-security-policy.spec.ts fails on any per-request
 * route of the build that answers without a policy).
 */
export const config = {
  matcher: [
    "/university/:name",
    "/admin",
    "/admin/:path+",
    "/collegelist",
    "/reset-password/:token",
    "/privacy/requests/verify",
    "/privacy/requests/done",
    "/privacy/guardian",
    { source: "/admisson", has: [{ type: "query", key: "q" }] },
    { source: "/admisson", has: [{ type: "query", key: "state" }] },
    { source: "/admisson", has: [{ type: "query", key: "city" }] },
    { source: "/admisson", has: [{ type: "query", key: "fees" }] },
    { source: "/admisson", has: [{ type: "query", key: "exam" }] },
    { source: "/admisson", has: [{ type: "query", key: "sort" }] },
    { source: "/boards/:grade", has: [{ type: "query", key: "q" }] },
    // Server-action posts, to whichever page carries the action.
    { source: "/((?!_next/static|_next/image).*)", has: [{ type: "header", key: "next-action" }] },
  ],
};
