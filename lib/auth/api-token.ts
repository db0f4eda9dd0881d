/**
 * The bearer token of the specification's `/api/auth/*` calls, for clients that keep a token
 * rather than the cookie. Made with Auth.js's own JWT functions (encrypted and expiring), with a
 * salt of its own so a token and a session cookie are never interchangeable; the same claims and
 * the same revocation check as the cookie session (claims.ts).
 */
import "server-only";
import { decode, encode } from "next-auth/jwt";
import { env } from "@/lib/env";
import { isClaims, nowSeconds, type SessionClaims } from "./claims";
import { VISITOR_SESSION_SECONDS } from "./sessions";

const API_TOKEN_SALT = "disha.api-token";
/**
 * A week: an app keeps it between visits. It carries the id of its log-in's session, so a log-out
 * anywhere (the cookie or the token), a revocation from the profile or a reset ends it at once.
 */
export const API_TOKEN_SECONDS = 7 * 24 * 60 * 60;

export function issueApiToken(claims: Omit<SessionClaims, "lastActive">): Promise<string> {
  return encode({
    token: { ...claims, lastActive: nowSeconds() },
    secret: env().AUTH_SECRET,
    salt: API_TOKEN_SALT,
    maxAge: Math.min(API_TOKEN_SECONDS, VISITOR_SESSION_SECONDS),
  });
}

/** The claims of a genuine, unexpired token; null for anything else. */
export async function readApiToken(token: string): Promise<SessionClaims | null> {
  try {
    const payload = await decode({ token, secret: env().AUTH_SECRET, salt: API_TOKEN_SALT });
    return isClaims(payload) ? payload : null;
  } catch {
    return null;
  }
}

/** The token of an `Authorization: Bearer …` header, if there is one. */
export function bearerToken(headers: Headers): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.get("authorization") ?? "");
  return match?.[1] ?? null;
}
