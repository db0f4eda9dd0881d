import { NextResponse, type NextRequest } from "next/server";
import { findUniversityBySlug } from "@/content/universities";
import { redirectToStaffLogin } from "@/lib/auth/login-redirect";
import { refuseUnfitAction } from "@/lib/security/action-guard";
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

export function proxy(request: NextRequest) {
  const refusal = refuseUnfitAction(request);
  if (refusal) return refusal;
  const redirect = request.nextUrl.pathname.startsWith("/university/") ? redirectOldUniversityLink(request) : redirectToStaffLogin(request);
  return redirect ?? NextResponse.next();
}

export const config = {
  matcher: [
    "/university/:name",
    "/admin/:path+",
    // Server-action posts, to whichever page carries the action.
    { source: "/((?!_next/static|_next/image).*)", has: [{ type: "header", key: "next-action" }] },
  ],
};
