/**
 * The rows behind sessions (AccountSession): one per log-in, made as it signs in, whose id the
 * session cookie and the Bearer token of that log-in both carry. Ending a session deletes its row,
 * so the cookie and the token stop working together, wherever the log-out came from.
 */
import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isStaffRole, type Role } from "./permissions";

export type SessionKind = "BROWSER" | "API";

/** A staff session ends 12 hours after its log-in, however busy. */
export const STAFF_SESSION_SECONDS = 12 * 60 * 60;
/** Visitors stay signed in for a month on their own device, as on most consumer sites, and no longer. */
export const VISITOR_SESSION_SECONDS = 30 * 24 * 60 * 60;

export const sessionLifetimeSeconds = (role: Role): number =>
  isStaffRole(role) ? STAFF_SESSION_SECONDS : VISITOR_SESSION_SECONDS;

/** "Last used" moves on at most this often, so a busy session costs one write every few minutes. */
const LAST_USED_STEP_SECONDS = 5 * 60;

type Db = Pick<Prisma.TransactionClient, "accountSession">;

/** Enough of a User-Agent to tell the browser and system; longer ones are cut. */
const USER_AGENT_MAX = 300;

/** Opens a session for `userId` and answers its id; the user's sessions past their end go. */
export async function startSession(user: { id: string; role: Role }, kind: SessionKind, userAgent?: string): Promise<string> {
  const id = randomUUID();
  const now = new Date();
  await prisma.$transaction([
    prisma.accountSession.deleteMany({ where: { userId: user.id, expiresAt: { lte: now } } }),
    prisma.accountSession.create({
      data: {
        id,
        userId: user.id,
        kind,
        userAgent: userAgent?.slice(0, USER_AGENT_MAX) || null,
        expiresAt: new Date(now.getTime() + sessionLifetimeSeconds(user.role) * 1000),
      },
    }),
  ]);
  return id;
}

export async function touchSession(id: string, lastUsedAt: Date, now: number): Promise<void> {
  if (now * 1000 - lastUsedAt.getTime() < LAST_USED_STEP_SECONDS * 1000) return;
  await prisma.accountSession.updateMany({ where: { id }, data: { lastUsedAt: new Date(now * 1000) } });
}

/** The sign-in under way in this call: the kind of session it opens in, the session's id out. */
const signingIn = new AsyncLocalStorage<{ kind: SessionKind; userAgent?: string; id?: string }>();

/**
 * Runs a sign-in (Auth.js's signIn) whose session is of `kind`, and answers the id of the session
 * it opened, so the Bearer token of the same log-in can carry it. Auth.js makes the session inside
 * signIn, in its jwt callback (openSignInSession), within this call.
 */
export async function signingInAs<T>(
  kind: SessionKind,
  signIn: () => Promise<T>,
  userAgent?: string,
): Promise<{ result: T; sessionId?: string }> {
  const slot: { kind: SessionKind; userAgent?: string; id?: string } = { kind, userAgent };
  const result = await signingIn.run(slot, signIn);
  return { result, sessionId: slot.id };
}

/** The session of a sign-in, from Auth.js's jwt callback: of the kind its caller named, else a browser's. */
export async function openSignInSession(user: { id: string; role: Role }): Promise<string> {
  const slot = signingIn.getStore();
  const id = await startSession(user, slot?.kind ?? "BROWSER", slot?.userAgent);
  if (slot) slot.id = id;
  return id;
}

/** Ends one session for real (a log-out): its cookie and its token could otherwise be replayed. */
export async function endSession(id: string): Promise<void> {
  await prisma.accountSession.deleteMany({ where: { id } });
}

/** Ends one of the user's own sessions (from their profile); false when it is not theirs or already over. */
export async function endOwnSession(userId: string, id: string): Promise<boolean> {
  const { count } = await prisma.accountSession.deleteMany({ where: { id, userId } });
  return count > 0;
}

/** Ends every session of the user but `keep` (the one changing the password). */
export async function endOtherSessions(db: Db, userId: string, keep: string): Promise<void> {
  await db.accountSession.deleteMany({ where: { userId, id: { not: keep } } });
}

export type SessionSummary = {
  id: string;
  kind: SessionKind;
  userAgent: string | null;
  createdAt: Date;
  lastUsedAt: Date;
  current: boolean;
};

/** The user's sessions still standing, newest first, marking the caller's own. */
export async function listSessions(userId: string, currentId: string | null): Promise<SessionSummary[]> {
  const rows = await prisma.accountSession.findMany({
    where: { userId, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: "desc" },
    select: { id: true, kind: true, userAgent: true, createdAt: true, lastUsedAt: true },
  });
  return rows.map((row) => ({ ...row, current: row.id === currentId }));
}
