/**
 * What a session states about its holder (the cookie's JWT and the API's bearer token carry the
 * same claims), and the one check that the account still stands behind them. A signed token alone
 * is not trusted: its session row must still stand (not logged out, revoked or past its absolute
 * lifetime: lib/auth/sessions.ts), the user must still exist, not be disabled, and hold the same
 * role and the same session version (a password reset and a role change bump it, ending every
 * session), and a staff session must have been used within the last 8 hours.
 */
import "server-only";
import { prisma } from "@/lib/db";
import { isRole, isStaffRole, type Role } from "./permissions";
import type { Prisma } from "@/lib/generated/prisma/client";
import { touchSession } from "./sessions";

export type SessionClaims = {
  /** User id. */
  sub: string;
  /** This session's id (its AccountSession row): its log-out ends it alone, not the account's other devices. */
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
  const session = await prisma.accountSession.findUnique({
    where: { id: claims.sid },
    select: {
      userId: true,
      expiresAt: true,
      lastUsedAt: true,
      user: { select: { id: true, role: true, name: true, sessionVersion: true, disabledAt: true } },
    },
  });
  if (!session || session.userId !== claims.sub || session.expiresAt.getTime() <= now * 1000) return null;
  const { user } = session;
  if (user.disabledAt || user.role !== claims.role || user.sessionVersion !== claims.sv) return null;
  await touchSession(claims.sid, session.lastUsedAt, now);
  return { userId: user.id, role: user.role, name: user.name };
}

/** Ends every session of the user at once (a password reset, a role change, a disabled account). */
export async function endSessions(db: Pick<Prisma.TransactionClient, "user" | "accountSession">, userId: string): Promise<void> {
  await db.user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } }, select: { id: true } });
  await db.accountSession.deleteMany({ where: { userId } });
}
