import { NextResponse, type NextRequest } from "next/server";
import { findUniversityBySlug } from "@/content/universities";
import { redirectToStaffLogin } from "@/lib/auth/login-redirect";
import { refuseUnfitAction } from "@/lib/security/action-guard";
import { noncePolicy, scriptHash } from "@/lib/security/content-security-policy.mjs";
import { REQUEST_ID_HEADER, requestId } from "@/lib/observability/request-id";
import { queryViewRewrites } from "@/lib/seo/query-views";
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
 * Pages rendered per request, which run only the scripts Next.js writes into them: the staff area,
 * the college list, a reset link, the privacy request's verification and result and the guardian's
 * consent, the predictor's answer and comparison (both read the query), and the directory and board views that a search or filter
 * rewrites to a per-request route (lib/seo/query-views.ts). Every other page is prerendered and
 * gets its policy's hashes from lib/security/csp-cache-handler.mjs; a nonce here would replace it.
 */
const PER_REQUEST_PATHS = [
  /^\/admin(\/|$)/,
  /^\/collegelist$/,
  /^\/reset-password\/[^/]+$/,
  /^\/privacy\/requests\/(verify|done)$/,
  /^\/privacy\/guardian$/,
  /^\/predictor(\/compare)?$/,
];
const PER_REQUEST_VIEWS = queryViewRewrites.filter((rule) => rule.destination.includes("/filtered"));

export function rendersPerRequest({ pathname, searchParams }: URL): boolean {
  return (
    PER_REQUEST_PATHS.some((pattern) => pattern.test(pathname)) ||
    PER_REQUEST_VIEWS.some((rule) => rule.source === pathname && (rule.has ?? []).every(({ key }) => searchParams.has(key)))
  );
}

/** Such a page reads the nonce from the request's policy and puts it on each of its scripts. */
const headScriptHash = scriptHash(HEAD_SCRIPT);

function renderWithNonce(headers: Headers): NextResponse {
  const policy = noncePolicy(btoa(crypto.randomUUID()), [headScriptHash]);
  headers.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set("content-security-policy", policy);
  return response;
}

function answer(request: NextRequest, headers: Headers): NextResponse {
  const refusal = refuseUnfitAction(request);
  if (refusal) return refusal;
  if (request.nextUrl.pathname.startsWith("/university/"))
    return redirectOldUniversityLink(request) ?? NextResponse.next({ request: { headers } });
  const redirect = redirectToStaffLogin(request);
  if (redirect) return redirect;
  // Server-action posts, to whichever page carries the action, as before.
  if (rendersPerRequest(request.nextUrl) || request.headers.has("next-action")) return renderWithNonce(headers);
  return NextResponse.next({ request: { headers } });
}

/**
 * Every request: its id (the proxy's X-Request-Id when sane, else a new one) goes on to the page
 * or route, whose log lines carry it (lib/http/route.ts, action.ts), and back on the answer, pages
 * prerendered or not, redirects and refusals included.
 */
export function proxy(request: NextRequest) {
  const id = requestId(request.headers);
  const headers = new Headers(request.headers);
  headers.set(REQUEST_ID_HEADER, id);
  const response = answer(request, headers);
  response.headers.set(REQUEST_ID_HEADER, id);
  return response;
}

/**
 * Every path but the two uploads and the public doors leads come in by. Next.js copies a body into
 * memory for the proxy and cuts it at 10 MB (experimental.proxyClientMaxBodySize), which would
 * hand the lead import a truncated file; and running the proxy more than doubles what a request
 * costs the server (1.0 → 2.2–2.6 ms of CPU for an empty route, measured on an empty app), which
 * the lead API, the partners' pushes and the webhooks, the site's busiest posts, do not need:
 * route() (lib/http/route.ts) checks their origin and answers with their X-Request-Id itself.
 */
export const config = {
  matcher: ["/((?!api/(?:admin/lead-import|career/email|contact|franchise|partners/leads|webhooks/)).*)"],
};
