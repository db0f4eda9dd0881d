/**
 * The Prometheus metrics of one server process (prom-client), served at /api/metrics. Kept on
 * globalThis: Next.js bundles this module into several chunks, and each copy must count into the
 * same registry. The outbox figures are read from the database when scraped, so every instance
 * reports the same queue.
 */
import "server-only";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { prisma } from "@/lib/db";

function create() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new Counter({
      name: "http_requests_total",
      help: "Requests answered by the API doors, by route and status",
      labelNames: ["route", "method", "status"],
      registers,
    }),
    requestSeconds: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time to answer a request through the API doors",
      labelNames: ["route", "method"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    enquiries: new Counter({
      name: "enquiries_total",
      help: "Enquiries accepted or refused, by form and reason",
      labelNames: ["form", "result"],
      registers,
    }),
    logins: new Counter({
      name: "logins_total",
      help: "Log-in attempts by kind (password, otp, staff) and result",
      labelNames: ["kind", "result"],
      registers,
    }),
    rateLimited: new Counter({
      name: "rate_limit_refusals_total",
      help: "Requests refused by a rate limit, by limit",
      labelNames: ["limit"],
      registers,
    }),
    mailSent: new Counter({ name: "outbox_sent_total", help: "E-mails sent from the outbox", registers }),
    mailFailed: new Counter({ name: "outbox_failures_total", help: "Failed send attempts from the outbox", registers }),
    jobRuns: new Counter({
      name: "job_runs_total",
      help: "Scheduled job runs by job and result (done, skipped, failed)",
      labelNames: ["job", "result"],
      registers,
    }),
    outboxBacklog: new Gauge({
      name: "outbox_backlog",
      help: "E-mails waiting to be sent (pending)",
      registers,
      async collect() {
        this.set(await prisma.outboxEmail.count({ where: { status: "PENDING" } }));
      },
    }),
    outboxOldestDue: new Gauge({
      name: "outbox_oldest_due_seconds",
      help: "Age of the oldest pending e-mail that is due (0 when none is)",
      registers,
      async collect() {
        this.set(await oldestDueSeconds());
      },
    }),
  };
}

/** Seconds since the oldest pending, due e-mail became due; 0 when none is waiting. */
export async function oldestDueSeconds(): Promise<number> {
  // The column holds UTC without a zone (as Prisma writes it), whatever the server's time zone.
  const [row] = await prisma.$queryRaw<{ age: number | null }[]>`
    SELECT EXTRACT(EPOCH FROM (now() AT TIME ZONE 'UTC') - min("nextAttemptAt"))::float8 AS age
      FROM "OutboxEmail" WHERE "status" = 'PENDING' AND "nextAttemptAt" <= (now() AT TIME ZONE 'UTC')`;
  return Math.max(0, row?.age ?? 0);
}

const holder = globalThis as unknown as { metrics?: ReturnType<typeof create> };

export const metrics: ReturnType<typeof create> = (holder.metrics ??= create());
