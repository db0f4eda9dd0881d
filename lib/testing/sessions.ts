/**
 * Session cookies, Bearer tokens and users for integration tests: the cookie made with Auth.js's own
 * JWT encoder, each over a session row (lib/auth/sessions.ts) as a real log-in opens one.
 */
import { encode } from "next-auth/jwt";
import { hashPassword } from "@/lib/accounts/password";
import { issueApiToken } from "@/lib/auth/api-token";
import type { Role } from "@/lib/auth/permissions";
import { sessionLifetimeSeconds, type SessionKind } from "@/lib/auth/sessions";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";

/** Auth.js's cookie name on plain http (tests call handlers at http://localhost). */
export const SESSION_COOKIE = "authjs.session-token";

export type TestUser = { id: string; name: string; role: Role; sessionVersion: number };

export async function createUser(
  role: Role,
  password = "correct horse battery staple",
): Promise<TestUser & { username: string }> {
  const username = `${role.toLowerCase()}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return prisma.user.create({
    data: { role, name: `Test ${role}`, username, email: `${username}@example.com`, passwordHash: await hashPassword(password) },
    select: { id: true, name: true, role: true, sessionVersion: true, username: true },
  }) as Promise<TestUser & { username: string }>;
}

/** A session row of `user` (a log-in), `startedSecondsAgo` seconds old; answers its id. */
export async function openTestSession(
  user: Pick<TestUser, "id" | "role">,
  options: { sid?: string; kind?: SessionKind; startedSecondsAgo?: number } = {},
): Promise<string> {
  const id = options.sid ?? `test-${Math.random().toString(36).slice(2)}`;
  const createdAt = new Date(Date.now() - (options.startedSecondsAgo ?? 0) * 1000);
  const expiresAt = new Date(createdAt.getTime() + sessionLifetimeSeconds(user.role) * 1000);
  const data = { userId: user.id, kind: options.kind ?? ("BROWSER" as const), createdAt, lastUsedAt: createdAt, expiresAt };
  await prisma.accountSession.upsert({ where: { id }, create: { id, ...data }, update: data });
  return id;
}

/** The Bearer token an API client of `user` would hold, over a session of its own unless `sid` names one. */
export async function apiToken(user: TestUser, sid?: string): Promise<string> {
  return issueApiToken({
    sub: user.id,
    sid: sid ?? (await openTestSession(user, { kind: "API" })),
    role: user.role,
    sv: user.sessionVersion,
  });
}

/**
 * The Cookie header a browser holding `user`'s session would send, over a session row (`sid`'s, or
 * a new one; `noRow` leaves it without one, as a session ended or never opened).
 */
export async function sessionCookie(
  user: TestUser,
  claims: { lastActive?: number; secret?: string; sid?: string; noRow?: boolean } = {},
): Promise<string> {
  const sid = claims.sid ?? `test-${Math.random().toString(36).slice(2)}`;
  if (!claims.noRow) await openTestSession(user, { sid });
  const value = await encode({
    token: {
      sub: user.id,
      sid,
      name: user.name,
      role: user.role,
      sv: user.sessionVersion,
      lastActive: claims.lastActive ?? Math.floor(Date.now() / 1000),
    },
    secret: claims.secret ?? env().AUTH_SECRET,
    salt: SESSION_COOKIE,
  });
  return `${SESSION_COOKIE}=${value}`;
}

export function requestWith(path: string, init: RequestInit & { cookie?: string } = {}): Request {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("cookie", init.cookie);
  return new Request(`http://localhost${path}`, { ...init, headers });
}
