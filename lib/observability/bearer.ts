import { createHash, timingSafeEqual } from "node:crypto";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Whether the request carries `Authorization: Bearer <secret>`. Compared in constant time over
 * digests of equal length, so neither the secret's characters nor its length leak through timing.
 */
export function bearerMatches(headers: Headers, secret: string): boolean {
  const given = headers.get("authorization")?.match(/^Bearer (.+)$/)?.[1] ?? "";
  return timingSafeEqual(digest(given), digest(secret));
}
