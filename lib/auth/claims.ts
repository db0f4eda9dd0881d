/**
 * What a session states about its holder (the cookie's JWT and the API's bearer token carry the
 * same claims), and the one check that the account still stands behind them. A signed token alone
 * is not trusted: the session must not have been logged out, the user must still exist, not be
 * disabled, and hold the same role and the same session version (a password reset and a role
 * change bump it, ending every session), and a staff session must have been used within the last
 * 8 hours.
 */
import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db";
import { isRole, isStaffRole, type Role } from "./permissions";

export type SessionClaims = {
  /** User id. */
  sub: string;
  /** This session's id: its log-out revokes it alone, not the account's other devices. */
  sid: string;
  role: Role;
  /** The user's sessionVersion when the session was issued. */
  sv: number;
  /** When the session was last used, seconds since the epoch. */
  lastActive: number;
};

/** The caller behind a valid session: what every access check reads. */
export type Caller = { userId: string; role: Role; name: string };

/** Staff sign in again after a working day without activity. */
export const STAFF_IDLE_SECONDS = 8 * 60 * 60;
/** Visitors stay signed in for a month on their own device, as on most consumer sites. */
export const VISITOR_SESSION_SECONDS = 30 * 24 * 60 * 60;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export function isClaims(value: unknown): value is SessionClaims {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.sub === "string" &&
    v.sub.length > 0 &&
    typeof v.sid === "string" &&
    v.sid.length > 0 &&
    isRole(v.role) &&
    Number.isInteger(v.sv) &&
    Number.isInteger(v.lastActive)
  );
}

/** The holder of `claims` when the account still stands behind them, else null. Throws when the database cannot tell. */
export async function callerFromClaims(claims: SessionClaims, now = nowSeconds()): Promise<Caller | null> {
  if (isStaffRole(claims.role) && now - claims.lastActive > STAFF_IDLE_SECONDS) return null;
  const [user, revoked] = await Promise.all([
    prisma.user.findUnique({
      where: { id: claims.sub },
      select: { id: true, role: true, name: true, sessionVersion: true, disabledAt: true },
    }),
    prisma.revokedSession.findUnique({ where: { sid: claims.sid }, select: { sid: true } }),
  ]);
  if (revoked || !user || user.disabledAt || user.role !== claims.role || user.sessionVersion !== claims.sv) return null;
  return { userId: user.id, role: user.role, name: user.name };
}

export const newSessionId = (): string => randomUUID();

/** Ends one session for real (its log-out): the cookie could otherwise be replayed until it expires. */
export async function revokeSession(claims: Pick<SessionClaims, "sid" | "sub">): Promise<void> {
  const lastPossibleUse = new Date(Date.now() + VISITOR_SESSION_SECONDS * 1000);
  await prisma.$transaction([
    prisma.revokedSession.deleteMany({ where: { expiresAt: { lt: new Date() } } }),
    prisma.revokedSession.upsert({
      where: { sid: claims.sid },
      create: { sid: claims.sid, userId: claims.sub, expiresAt: lastPossibleUse },
      update: {},
    }),
  ]);
}

/** Ends every session of the user at its next request (a password reset, a role change). */
export async function endSessions(db: Pick<typeof prisma, "user">, userId: string): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } }, select: { id: true } });
}
