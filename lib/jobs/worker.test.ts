import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { disconnect, pgPool, prisma, sqlTransaction } from "@/lib/db";
import { enqueueEmail } from "@/lib/mail/outbox";
import type { MailTransport } from "@/lib/mail/transport";
import { holdLiveness, releaseDeadWorkers } from "./liveness";
import { enqueue } from "./queue";
import { runWorker, type Worker } from "./worker";

let workers: Worker[] = [];
const query = <Row extends object>(text: string, values: unknown[] = []) =>
  pgPool()
    .query<Row>(text, values)
    .then((result) => result.rows);

beforeEach(async () => {
  await prisma.outboxEmail.deleteMany();
  await query("DELETE FROM graphile_worker._private_jobs");
});
afterEach(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  workers = [];
});
afterAll(async () => {
  await prisma.outboxEmail.deleteMany();
  await disconnect();
});

/** A transport that fails its first `failures` sends, then records each message it sends. */
function flakyTransport(failures: number): MailTransport & { sent: string[]; tries: number } {
  const transport = {
    sent: [] as string[],
    tries: 0,
    async send(message: { messageId?: string }) {
      transport.tries++;
      if (transport.tries <= failures) throw new Error("421 try again later");
      transport.sent.push(String(message.messageId));
    },
    reachable: async () => true,
  };
  return transport;
}

describe("the job queue", () => {
  it("retries a job that throws after a back-off, and it lands once", async () => {
    const transport = flakyTransport(1);
    workers.push(await runWorker({ transport, schedule: [] }));
    await sqlTransaction((sql) => enqueueEmail(sql, { to: "staff@example.com", subject: "Second time lucky", text: "…" }));

    // The first try failed: the job waits out its back-off (e^1 s), not run again at once.
    const [waiting] = await vi.waitFor(async () => {
      const rows = await query<{ attempts: number; later: boolean; last_error: string }>(
        `SELECT attempts, run_at > now() + interval '1 second' AS later, last_error FROM graphile_worker.jobs
          WHERE task_identifier = 'send-email' AND locked_at IS NULL`,
      );
      expect(rows[0]?.attempts).toBe(1);
      return rows;
    }, 5_000);
    expect(waiting).toMatchObject({ later: true, last_error: "421 try again later" });

    await vi.waitFor(
      async () => expect(await prisma.outboxEmail.findFirstOrThrow()).toMatchObject({ status: "SENT", attempts: 2 }),
      {
        timeout: 15_000,
      },
    );
    expect(transport.tries).toBe(2);
    expect(transport.sent).toHaveLength(1);
    await vi.waitFor(async () =>
      expect(await query("SELECT id FROM graphile_worker.jobs WHERE task_identifier = 'send-email'")).toEqual([]),
    );
  });

  it("runs a scheduled job once per minute across two workers", async () => {
    const identifier = `once-across-workers-${Date.now()}`;
    // Known for ten minutes, last run four minutes ago: each worker starting now makes up the missed minutes.
    await query(
      `INSERT INTO graphile_worker._private_known_crontabs (identifier, known_since, last_execution)
       VALUES ($1, now() - interval '10 minutes', date_trunc('minute', now()) - interval '4 minutes')`,
      [identifier],
    );
    const schedule = [{ task: "lead-waiting", match: "* * * * *", identifier, options: { backfillPeriod: 600_000 } }];
    const runs: string[] = [];
    for (let i = 0; i < 2; i++) {
      const worker = await runWorker({ transport: flakyTransport(0), schedule });
      worker.events.on("job:success", ({ job }) => {
        if (job.task_identifier === "lead-waiting") runs.push((job.payload as { _cron: { ts: string } })._cron.ts);
      });
      workers.push(worker);
    }
    await vi.waitFor(
      async () => {
        expect(runs.length).toBeGreaterThanOrEqual(3);
        expect(await query("SELECT id FROM graphile_worker.jobs")).toEqual([]);
      },
      { timeout: 15_000 },
    );
    expect(new Set(runs).size).toBe(runs.length);
  });

  it("gives back the jobs of a worker whose process died, and only those", async () => {
    const alive = holdLiveness("pool-alive-test");
    await alive.held;
    try {
      const [dead, living] = [await enqueue("lead-waiting", {}), await enqueue("lead-waiting", {})];
      // Locked a minute ago by a pool that holds its lock, and by one that no longer does.
      await query(
        `UPDATE graphile_worker._private_jobs SET locked_at = now() - interval '1 minute',
                locked_by = CASE WHEN id = $1::bigint THEN 'pool-dead-test' ELSE 'pool-alive-test' END
          WHERE id = ANY($2::bigint[])`,
        [dead[0], [dead[0], living[0]]],
      );
      expect(await releaseDeadWorkers()).toEqual({ deadWorkers: 1 });
      const rows = await query<{ id: string; locked_by: string | null }>(
        "SELECT id::text, locked_by FROM graphile_worker.jobs ORDER BY id",
      );
      expect(rows).toEqual([
        { id: dead[0], locked_by: null },
        { id: living[0], locked_by: "pool-alive-test" },
      ]);
    } finally {
      await alive.release();
    }
  });
});
