import { NextResponse, type NextRequest } from "next/server";
import { redirectToStaffLogin } from "@/lib/auth/login-redirect";

export function proxy(request: NextRequest) {
  return redirectToStaffLogin(request) ?? NextResponse.next();
}

export const config = { matcher: "/admin/:path+" };
