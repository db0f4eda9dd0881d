/**
 * Staff sessions on the server: the httpOnly cookie that carries a signed staff token, and the
 * check every staff endpoint makes. The token alone is not trusted: the user must still exist,
 * still be staff, and still have the session version the token was issued with (a password
 * reset or a role change ends the session at once).
 */
import { env } from "@/lib/env";
import { prisma } from "@/lib/db";
import { signStaffToken, STAFF_SESSION_SECONDS, staffRoles, verifyStaffToken, type StaffRole } from "./session-token";

export const STAFF_SESSION_COOKIE = "disha_staff";

export type StaffSession = { userId: string; role: StaffRole; name: string };

/** The cookie the staff login sets (name, value and attributes, for `cookies().set`). */
export function staffSessionCookie(user: { id: string; role: StaffRole; sessionVersion: number }) {
  return {
    name: STAFF_SESSION_COOKIE,
    value: signStaffToken({ sub: user.id, role: user.role, sv: user.sessionVersion }, env().AUTH_SECRET),
    httpOnly: true,
    secure: env().NODE_ENV === "production",
    sameSite: "lax" as const,
    path: "/",
    maxAge: STAFF_SESSION_SECONDS,
  };
}

function cookieValue(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/** The signed-in staff member behind a request, or null. */
export async function staffFromRequest(request: Request): Promise<StaffSession | null> {
  const token = cookieValue(request, STAFF_SESSION_COOKIE);
  if (!token) return null;
  const claims = verifyStaffToken(token, env().AUTH_SECRET);
  if (!claims) return null;
  const user = await prisma.user.findUnique({
    where: { id: claims.sub },
    select: { id: true, role: true, name: true, sessionVersion: true },
  });
  if (!user || user.sessionVersion !== claims.sv) return null;
  const role = staffRoles.find((r) => r === user.role);
  return role ? { userId: user.id, role, name: user.name } : null;
}

export type StaffCheck = { ok: true; staff: StaffSession } | { ok: false; status: 401 | 403; message: string };

/** 401 without a valid staff session, 403 when the role is not among `roles`. */
export async function requireStaff(request: Request, roles: readonly StaffRole[] = staffRoles): Promise<StaffCheck> {
  const staff = await staffFromRequest(request);
  if (!staff) return { ok: false, status: 401, message: "Please log in as staff to do this." };
  if (!roles.includes(staff.role)) return { ok: false, status: 403, message: "Your role does not allow this." };
  return { ok: true, staff };
}
