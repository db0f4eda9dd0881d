import { createHash, createHmac, timingSafeEqual } from "node:crypto";

export const sha256Hex = (data: string | Uint8Array): string => createHash("sha256").update(data).digest("hex");

/** Whether two secrets are equal, in constant time over digests of equal length (neither characters nor length leak). */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(createHash("sha256").update(given).digest(), createHash("sha256").update(expected).digest());
}

/**
 * Meta's `X-Hub-Signature-256: sha256=<hex>`: the HMAC-SHA256 of the raw body with the app secret
 * (https://developers.facebook.com/docs/graph-api/webhooks/getting-started), compared in constant time.
 */
export function metaSignatureMatches(body: Uint8Array, header: string | null, appSecret: string): boolean {
  const given = header?.match(/^sha256=([0-9a-f]{64})$/i)?.[1];
  if (!given) return false;
  const expected = createHmac("sha256", appSecret).update(body).digest();
  return timingSafeEqual(Buffer.from(given, "hex"), expected);
}

/** The header Meta would send with `body` (the stand-ins and the Lead Sources page's test lead). */
export const metaSignature = (body: string | Uint8Array, appSecret: string): string =>
  `sha256=${createHmac("sha256", appSecret).update(body).digest("hex")}`;
