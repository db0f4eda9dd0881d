/**
 * Partner portals' API keys: made by an admin per partner, shown once, kept as a SHA-256 (a key is
 * 32 random bytes, so a fast hash is enough), revocable, each with its own rate limit and its last
 * use shown. Every change is audited.
 */
import "server-only";
import { randomBytes } from "node:crypto";
import { prisma } from "@/lib/db";
import { failure, success, type Outcome } from "@/lib/http/outcome";
import { sha256Hex } from "@/lib/intake/secrets";
import { postgresRateLimit, type RateDecision, type RateLimit } from "@/lib/security/rate-limit";

const KEY_PREFIX = "dpk_";
export const PARTNER_NAME_MAX = 100;
export const PER_MINUTE_LIMITS = { min: 1, max: 600, default: 60 } as const;

export type PartnerKeyView = {
  id: string;
  partnerName: string;
  keyPrefix: string;
  perMinute: number;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

export function listPartnerKeys(): Promise<PartnerKeyView[]> {
  return prisma.partnerKey.findMany({
    orderBy: [{ revokedAt: { sort: "desc", nulls: "first" } }, { createdAt: "desc" }],
    select: { id: true, partnerName: true, keyPrefix: true, perMinute: true, createdAt: true, lastUsedAt: true, revokedAt: true },
  });
}

export async function createPartnerKey(
  actorId: string,
  input: { partnerName: unknown; perMinute: unknown },
): Promise<Outcome<{ key: string }>> {
  const partnerName = typeof input.partnerName === "string" ? input.partnerName.replace(/\s+/g, " ").trim() : "";
  if (partnerName === "" || partnerName.length > PARTNER_NAME_MAX || /\p{Cc}/u.test(partnerName)) {
    return failure(400, `Name the partner (at most ${PARTNER_NAME_MAX} characters).`, {
      partnerName: "Enter the partner's name",
    });
  }
  const perMinute = Number(input.perMinute ?? PER_MINUTE_LIMITS.default);
  if (!Number.isInteger(perMinute) || perMinute < PER_MINUTE_LIMITS.min || perMinute > PER_MINUTE_LIMITS.max) {
    return failure(
      400,
      `The limit must be a whole number of leads a minute from ${PER_MINUTE_LIMITS.min} to ${PER_MINUTE_LIMITS.max}.`,
      {
        perMinute: "Enter a number of leads a minute",
      },
    );
  }
  const key = `${KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  const created = await prisma.$transaction(async (tx) => {
    const row = await tx.partnerKey.create({
      data: {
        partnerName,
        keyHash: sha256Hex(key),
        keyPrefix: key.slice(0, KEY_PREFIX.length + 6),
        perMinute,
        createdById: actorId,
      },
    });
    await tx.auditLog.create({
      data: {
        actorId,
        action: "partner-key.create",
        entityType: "PartnerKey",
        entityId: row.id,
        after: { partnerName, perMinute },
      },
    });
    return row;
  });
  return success(`Key made for ${created.partnerName}. Copy it now: it is not shown again.`, { key });
}

export async function revokePartnerKey(actorId: string, id: string): Promise<Outcome> {
  const revoked = await prisma.$transaction(async (tx) => {
    const updated = await tx.partnerKey.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: new Date() } });
    if (updated.count === 1) {
      await tx.auditLog.create({ data: { actorId, action: "partner-key.revoke", entityType: "PartnerKey", entityId: id } });
    }
    return updated.count === 1;
  });
  return revoked ? success("Key revoked: it is refused from now on.") : failure(404, "That key is not in use.");
}

/** The partner a live key belongs to, or null (unknown or revoked). */
export async function partnerOfKey(key: string): Promise<{ id: string; partnerName: string; perMinute: number } | null> {
  if (!key.startsWith(KEY_PREFIX)) return null;
  const row = await prisma.partnerKey.findUnique({
    where: { keyHash: sha256Hex(key) },
    select: { id: true, partnerName: true, perMinute: true, revokedAt: true },
  });
  if (!row || row.revokedAt) return null;
  return { id: row.id, partnerName: row.partnerName, perMinute: row.perMinute };
}

export async function markKeyUsed(id: string): Promise<void> {
  await prisma.partnerKey.update({ where: { id }, data: { lastUsedAt: new Date() } });
}

// One limiter per rate, shared by the keys that have it; each key counts on its own id.
const limiters = new Map<number, RateLimit>();

export function consumePartnerRate(key: { id: string; perMinute: number }): Promise<RateDecision> {
  let limiter = limiters.get(key.perMinute);
  if (!limiter) {
    limiter = postgresRateLimit({ name: `partner-${key.perMinute}`, points: key.perMinute, durationSeconds: 60 });
    limiters.set(key.perMinute, limiter);
  }
  return limiter.consume(key.id);
}
