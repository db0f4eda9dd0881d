/**
 * The secrets an account flow sends by e-mail, and how they are kept: only a keyed hash of a
 * one-time code (HMAC with a key derived from AUTH_SECRET, bound to the e-mail it was sent to) and
 * only the SHA-256 of a reset token. Neither can be read back from the database.
 */
import "server-only";
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/env";

/** Six digits from the operating system's secure generator. */
export const newLoginCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, "0");

function codeKey(): Buffer {
  return createHmac("sha256", env().AUTH_SECRET).update("disha login code").digest();
}

export function hashLoginCode(email: string, code: string): string {
  return createHmac("sha256", codeKey()).update(`${email}\n${code}`).digest("hex");
}

export function loginCodeMatches(email: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashLoginCode(email, code), "hex");
  const stored = Buffer.from(storedHash, "hex");
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** 32 random bytes, for a reset link. */
export const newResetToken = (): string => randomBytes(32).toString("base64url");

export const hashResetToken = (token: string): string => createHash("sha256").update(token).digest("hex");
