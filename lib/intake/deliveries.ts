/**
 * Webhook deliveries: each stored exactly as it arrived, before the answer (so a crash after the
 * 200 loses nothing), then processed apart from the request. The same body again (Meta and Google
 * retry with it) is the same row and is not processed twice. Processing is one plain function,
 * `processDelivery(id)`, safe to run again and at once on several instances (every step below it
 * is stored once per external id): what runs it (now in this process right after the answer, and
 * the sweep for any left behind) can be a job queue's task without change.
 */
import { pgPool, newRowId, utcTimestamp } from "@/lib/db";
import { prisma } from "@/lib/db";
import { processGoogleDelivery } from "@/lib/intake/google/process";
import { recordChannelError, recordChannelOk } from "@/lib/intake/health";
import { processNotification, readNotification } from "@/lib/intake/meta/webhook";
import { sha256Hex } from "@/lib/intake/secrets";
import { log } from "@/lib/observability/log";

export type DeliveryChannel = "meta" | "google";

/** Stores a delivery's raw body; `fresh` is false when the same body was delivered before. */
export async function storeDelivery(channel: DeliveryChannel, body: string): Promise<{ id: string; fresh: boolean }> {
  const bodyHash = sha256Hex(body);
  const { rows } = await pgPool().query<{ id: string }>(
    `INSERT INTO "WebhookDelivery" (id, channel, "bodyHash", body, "receivedAt") VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (channel, "bodyHash") DO NOTHING RETURNING id`,
    [newRowId(), channel, bodyHash, body, utcTimestamp()],
  );
  if (rows[0]) return { id: rows[0].id, fresh: true };
  const seen = await prisma.webhookDelivery.findUniqueOrThrow({ where: { channel_bodyHash: { channel, bodyHash } } });
  return { id: seen.id, fresh: false };
}

async function processBody(channel: string, body: string): Promise<{ test: boolean }> {
  if (channel === "google") return processGoogleDelivery(body);
  const notification = readNotification(JSON.parse(body));
  if (!notification.ok) throw new Error(`A stored Meta delivery no longer reads: ${notification.problem}`);
  await processNotification(notification.value);
  return { test: false };
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

/**
 * Deliveries processed at once in this process: each holds a pooled connection and waits on the
 * Graph API, so a burst must queue here rather than take every connection the acknowledgements need.
 */
const AT_ONCE = 4;
const waiting: string[] = [];
const inFlight = new Set<Promise<void>>();

function pump(): void {
  while (inFlight.size < AT_ONCE && waiting.length > 0) {
    const run: Promise<void> = processDelivery(waiting.shift()!)
      .catch((error: unknown) =>
        log.warn({ err: error instanceof Error ? error.message : String(error) }, "delivery kept for retry"),
      )
      .finally(() => {
        inFlight.delete(run);
        pump();
      });
    inFlight.add(run);
  }
}

/** Processes a delivery after its answer has gone, in this process, a few at a time; a failure waits for the sweep. */
export function scheduleDelivery(id: string): void {
  waiting.push(id);
  pump();
}

/** Resolves once the deliveries scheduled so far have been processed (or failed): for shutdown and the tests. */
export async function deliveriesSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}

/** Attempts after which a delivery is left for an operator (its error stays on the Lead Sources page). */
const MAX_ATTEMPTS = 12;

/**
 * Processes the deliveries left unprocessed (a failure, a crash between storing and answering),
 * with back-off: after n attempts a delivery is taken up again 2^n minutes after it arrived (1, 2,
 * 4 … minutes, about 68 hours for the last). Counts what it did.
 */
export async function sweepDeliveries(): Promise<{ processed: number; failed: number }> {
  const { rows: due } = await pgPool().query<{ id: string }>(
    `SELECT id FROM "WebhookDelivery"
      WHERE "processedAt" IS NULL AND attempts < $1
        AND "receivedAt" <= (now() AT TIME ZONE 'UTC') - make_interval(mins => power(2, attempts)::int)
      ORDER BY "receivedAt" LIMIT 500`,
    [MAX_ATTEMPTS],
  );
  const counts = { processed: 0, failed: 0 };
  for (const { id } of due) {
    try {
      await processDelivery(id);
      counts.processed++;
    } catch {
      counts.failed++;
    }
  }
  return counts;
}
