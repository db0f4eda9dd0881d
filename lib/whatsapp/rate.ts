/**
 * The pace of WhatsApp sends, shared by every worker of every instance: at most WHATSAPP_SEND_RATE
 * messages a second (Meta answers 130429 beyond its throughput). Each send claims the next free
 * moment on one row of the rate_limits table, in one atomic statement on PostgreSQL's clock, and
 * waits for it: one message per 1/rate seconds (a generic cell rate), so no span of time, however
 * it falls, holds more than the rate allows, with any number of workers.
 *
 * Why not rate-limiter-flexible's window (as the log-in limits use): a fixed window lets two
 * windows' worth through within one second across its edge, and a refused send would have to
 * poll. Why not graphile-worker's run_at spread when a bulk send is queued: it knows nothing of the
 * other sends and retries, and a worker that fell behind runs every due job at once. Only a job
 * that runs claims a moment, so the wait is at most the workers' concurrency over the rate, and
 * memory stays flat however many messages are queued.
 */
import "server-only";
import { setTimeout as sleep } from "node:timers/promises";
import { pgPool } from "@/lib/db";
import { env } from "@/lib/env";

/** The row's key; its `expire` holds the next free moment in microseconds since the epoch (whole ms would round 80/s down). */
const KEY = "whatsapp-send";

/** Claims the next moment a message may go and waits for it (aborted at shutdown: the job is tried again). */
export async function awaitSendSlot(signal?: AbortSignal): Promise<void> {
  const spacing = Math.ceil(1_000_000 / env().WHATSAPP_SEND_RATE);
  const { rows } = await pgPool().query<{ wait: string }>(
    `WITH now AS (SELECT (extract(epoch FROM clock_timestamp()) * 1000000)::bigint AS us)
     INSERT INTO rate_limits AS r (key, points, expire) SELECT $1, 0, us + $2 FROM now
     ON CONFLICT (key) DO UPDATE SET expire = GREATEST(r.expire, (SELECT us FROM now)) + $2
     RETURNING (r.expire - $2 - (SELECT us FROM now))::text AS wait`,
    [KEY, spacing],
  );
  const waitMs = Number(rows[0]!.wait) / 1000;
  if (waitMs > 0) await sleep(waitMs, undefined, { signal });
}
