/** Session cookies and staff users for integration tests, made with Auth.js's own JWT encoder. */
import { encode } from "next-auth/jwt";
import { hashPassword } from "@/lib/accounts/password";
import type { Role } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";

/** Auth.js's cookie name on plain http (tests call handlers at http://localhost). */
export const SESSION_COOKIE = "authjs.session-token";

export type TestUser = { id: string; name: string; role: Role; sessionVersion: number };

export async function createUser(role: Role, password = "correct horse battery staple"): Promise<TestUser & { username: string }> {
  const username = `${role.toLowerCase()}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return prisma.user.create({
    data: { role, name: `Test ${role}`, username, email: `${username}@example.com`, passwordHash: await hashPassword(password) },
    select: { id: true, name: true, role: true, sessionVersion: true, username: true },
  }) as Promise<TestUser & { username: string }>;
}

/** The Cookie header a browser holding `user`'s session would send. */
export async function sessionCookie(user: TestUser, claims: { lastActive?: number; secret?: string; sid?: string } = {}): Promise<string> {
  const value = await encode({
    token: {
      sub: user.id,
      sid: claims.sid ?? `test-${Math.random().toString(36).slice(2)}`,
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
