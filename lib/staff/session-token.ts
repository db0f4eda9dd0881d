/**
 * The staff session token: a small signed statement "user U with role R, session version V,
 * until T", carried in an httpOnly cookie. HMAC-SHA-256 with a key derived from AUTH_SECRET,
 * so a token cannot be forged or altered without the secret. Database-free (the e2e tests mint
 * tokens with it); `session.ts` adds the checks against the database.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const staffRoles = ["ADMIN", "COUNSELLOR"] as const;
export type StaffRole = (typeof staffRoles)[number];

export type StaffTokenClaims = {
  /** User id. */
  sub: string;
  role: StaffRole;
  /** The user's sessionVersion when the token was issued; bumping it ends the session. */
  sv: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
};

/** A working day: staff sign in again each morning. */
export const STAFF_SESSION_SECONDS = 8 * 60 * 60;

const VERSION = "v1";

/** A key for this purpose only, so the token's MAC cannot be confused with other uses of the secret. */
function key(secret: string): Buffer {
  return createHmac("sha256", secret).update("disha staff session").digest();
}

function mac(secret: string, body: string): Buffer {
  return createHmac("sha256", key(secret)).update(`${VERSION}.${body}`).digest();
}

export function signStaffToken(
  claims: Omit<StaffTokenClaims, "exp"> & { exp?: number },
  secret: string,
  now = Date.now(),
): string {
  const full: StaffTokenClaims = { ...claims, exp: claims.exp ?? Math.floor(now / 1000) + STAFF_SESSION_SECONDS };
  const body = Buffer.from(JSON.stringify(full)).toString("base64url");
  return `${VERSION}.${body}.${mac(secret, body).toString("base64url")}`;
}

function isClaims(value: unknown): value is StaffTokenClaims {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.sub === "string" &&
    v.sub.length > 0 &&
    (staffRoles as readonly unknown[]).includes(v.role) &&
    Number.isInteger(v.sv) &&
    Number.isInteger(v.exp)
  );
}

/** The claims of a genuine, unexpired token; null for anything else. */
export function verifyStaffToken(token: string, secret: string, now = Date.now()): StaffTokenClaims | null {
  const [version, body, signature, ...rest] = token.split(".");
  if (version !== VERSION || !body || !signature || rest.length > 0) return null;
  const expected = mac(secret, body);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!isClaims(claims) || claims.exp * 1000 <= now) return null;
  return claims;
}
