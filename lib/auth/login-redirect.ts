import { NextResponse, type NextRequest } from "next/server";

const SESSION_COOKIES = ["authjs.session-token", "__Secure-authjs.session-token"];

/**
 * An admin page asked for without any session cookie (a lead's link opened from the staff e-mail,
 * say) goes to the login screen remembering where it was going. Only the cookie's presence is
 * looked at: the page itself checks the session and the role (lib/auth/page.ts).
 */
export function redirectToStaffLogin(request: NextRequest): NextResponse | null {
  const { pathname, search } = request.nextUrl;
  if (!pathname.startsWith("/admin/")) return null;
  if (SESSION_COOKIES.some((name) => request.cookies.has(name))) return null;
  const login = new URL("/admin", request.url);
  login.searchParams.set("next", `${pathname}${search}`);
  return NextResponse.redirect(login);
}
