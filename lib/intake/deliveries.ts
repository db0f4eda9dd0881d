/**
 * Webhook deliveries: each stored exactly as it arrived, before the answer (so a crash after the
 * 200 loses nothing), with its `intake-delivery` job in the same statement (lib/jobs/queue.ts):
 * the job exists exactly when the delivery does. The same body again (Meta and Google retry with
 * it) is the same row and gets no second job. `processDelivery(id)` is safe to run again and at
 * once on several workers (every step below it is stored once per external id); a failure throws,
 * and the queue retries it with back-off.
 */
import "server-only";
import { newRowId, pgPool, prisma, utcTimestamp } from "@/lib/db";
import { processGoogleDelivery } from "@/lib/intake/google/process";
import { recordChannelError, recordChannelOk } from "@/lib/intake/health";
import { processNotification, readNotification } from "@/lib/intake/meta/webhook";
import { sha256Hex } from "@/lib/intake/secrets";
import { addJobsCall, jobSpecs } from "@/lib/jobs/queue";

export type DeliveryChannel = "meta" | "google";

/** Tries of a delivery's job (graphile-worker waits e^n seconds after the n-th, at most about 6 hours). */
const MAX_ATTEMPTS = 15;

/**
 * Stores a delivery's raw body and queues its processing; `fresh` is false when the same body was
 * delivered before. One statement, so one round trip before the webhook's answer: the row, and its
 * job only when the row is new (the job's subquery runs per inserted row).
 */
export async function storeDelivery(channel: DeliveryChannel, body: string): Promise<{ id: string; fresh: boolean }> {
  const bodyHash = sha256Hex(body);
  const id = newRowId();
  const { rows } = await pgPool().query<{ id: string }>(
    `WITH stored AS (
       INSERT INTO "WebhookDelivery" (id, channel, "bodyHash", body, "receivedAt") VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (channel, "bodyHash") DO NOTHING RETURNING id)
     SELECT stored.id, (SELECT count(*) FROM ${addJobsCall(6)} WHERE stored.id IS NOT NULL) AS jobs FROM stored`,
    [
      id,
      channel,
      bodyHash,
      body,
      utcTimestamp(),
      ...jobSpecs("intake-delivery", [{ id }], { jobKey: `intake-delivery:${id}`, maxAttempts: MAX_ATTEMPTS }),
    ],
  );
  if (rows[0]) return { id: rows[0].id, fresh: true };
  const seen = await prisma.webhookDelivery.findUniqueOrThrow({ where: { channel_bodyHash: { channel, bodyHash } } });
  return { id: seen.id, fresh: false };
}

/**
 * A partner's test lead (`"test": true`), kept as it came beside the webhooks' test leads for the
 * Lead Sources page, and never processed into a lead. The same test again is the same row.
 */
export async function keepPartnerTest(body: string): Promise<void> {
  await pgPool().query(
    `INSERT INTO "WebhookDelivery" (id, channel, "bodyHash", body, "receivedAt", "processedAt", test)
     VALUES ($1, 'partner', $2, $3, $4, $4, true) ON CONFLICT (channel, "bodyHash") DO NOTHING`,
    [newRowId(), sha256Hex(body), body, utcTimestamp()],
  );
}

async function processBody(channel: string, body: string): Promise<{ test: boolean }> {
  if (channel === "google") return processGoogleDelivery(body);
  const notification = readNotification(JSON.parse(body));
  if (!notification.ok) throw new Error(`A stored Meta delivery no longer reads: ${notification.problem}`);
  return processNotification(notification.value);
}

/**
 * Turns a stored delivery into its leads. Throws when a step fails (the Graph API down): the
 * delivery keeps its error and its count of attempts, the channel shows the error, and a retry
 * carries on where it stopped.
 */
export async function processDelivery(id: string): Promise<void> {
  const delivery = await prisma.webhookDelivery.findUnique({ where: { id } });
  if (!delivery || delivery.processedAt) return;
  const channel = delivery.channel as DeliveryChannel;
  try {
    const { test } = await processBody(channel, delivery.body);
    await prisma.webhookDelivery.update({
      where: { id },
      data: { processedAt: new Date(), attempts: { increment: 1 }, lastError: null, test },
    });
    await recordChannelOk(channel);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await prisma.webhookDelivery.update({
      where: { id },
      data: { attempts: { increment: 1 }, lastError: message.slice(0, 500) },
    });
    await recordChannelError(channel, error);
    throw error;
  }
}
