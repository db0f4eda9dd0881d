/**
 * The webhook doors' common steps: the raw body within 1 MB (a signature is over exactly these
 * bytes), read as UTF-8 JSON, and an audit entry for a refused signature or key. Nothing is stored
 * before the sender is proven.
 */
import "server-only";
import { prisma } from "@/lib/db";
import { failure, type Failure } from "@/lib/http/outcome";
import { readOrFail } from "@/lib/http/request-body";
import { postgresRateLimit } from "@/lib/security/rate-limit";

export const WEBHOOK_BODY_LIMIT_BYTES = 1024 * 1024;

export async function readWebhookBody(request: Request): Promise<{ ok: true; bytes: Uint8Array; text: string } | Failure> {
  const body = await readOrFail(request, WEBHOOK_BODY_LIMIT_BYTES, "The delivery is too large: at most 1 MB.");
  if (!body.ok) return body;
  try {
    return { ok: true, bytes: body.value, text: new TextDecoder("utf-8", { fatal: true }).decode(body.value) };
  } catch {
    return failure(400, "The delivery is not UTF-8 text.");
  }
}

export function parseJson(text: string): { ok: true; value: unknown } | Failure {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return failure(400, "The delivery is not valid JSON.");
  }
}

/**
 * A flood of forged deliveries must not flood the audit log: a sender's first refusals of the hour
 * are written, the rest only counted (the rate-limit metric). Each is still answered 401.
 */
export const REFUSALS_AUDITED_PER_HOUR = 20;
const refusalAudit = postgresRateLimit({
  name: "webhook-refusal-audit",
  points: REFUSALS_AUDITED_PER_HOUR,
  durationSeconds: 3600,
});

/** The audit log's record of a delivery refused for its signature or key (who tried, from where). */
export async function auditRefusedDelivery(channel: string, reason: string, ip: string): Promise<void> {
  if (!(await refusalAudit.consume(`${channel}:${ip}`)).allowed) return;
  await prisma.auditLog.create({
    data: { action: "webhook.refused", entityType: "WebhookDelivery", after: { channel, reason, ip } },
  });
}
