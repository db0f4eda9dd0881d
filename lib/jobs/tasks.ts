/**
 * Every task the job queue runs, by name: add one here, enqueue it (lib/jobs/queue.ts) or schedule
 * it (lib/jobs/crontab.ts). A handler gets the job's payload (parse it: it is JSON from the
 * database), graphile-worker's helpers (`helpers.job.attempts`, `helpers.abortSignal`, aborted at
 * shutdown) and what the worker was started with; it answers counts for its log line. A handler
 * that throws is retried with back-off; one that must not be retried catches its own errors.
 */
import "server-only";
import type { JobHelpers, TaskList } from "graphile-worker";
import { z } from "zod";
import type { Sql } from "@/lib/db";
import { env } from "@/lib/env";
import { processDelivery } from "@/lib/intake/deliveries";
import { reconcileMeta } from "@/lib/intake/meta/reconcile";
import { sendFollowUpDigests } from "@/lib/leads/digest";
import { announceWaitingLeads } from "@/lib/leads/waiting";
import { deliverEmail, probeMailServer } from "@/lib/mail/delivery";
import type { MailTransport } from "@/lib/mail/transport";
import { log } from "@/lib/observability/log";
import { metrics } from "@/lib/observability/metrics";
import { eraseUnansweredMinors } from "@/lib/privacy/minors/guardian";
import { dailyRetention } from "@/lib/privacy/retention/run";
import { deliverWhatsApp } from "@/lib/whatsapp/send";
import { releaseDeadWorkers } from "./liveness";

/** What a worker gives every handler. */
export type TaskContext = { transport: MailTransport };
/** What a run did, as counts (messages sent, rows removed…), for its log line. */
type Counts = Record<string, number>;
type Handler = (payload: unknown, helpers: JobHelpers, context: TaskContext) => Promise<Counts>;

const emailJob = z.object({ id: z.string().min(1) });
const deliveryJob = z.object({ id: z.string().min(1) });
const whatsappJob = z.object({ id: z.string().min(1) });

/** Statements on the worker's own connections (graphile-worker's pool), one checkout each. */
const workerSql = (helpers: JobHelpers): Sql => ({ query: (text, values) => helpers.query(text, values) });

export const tasks = {
  /** One outbox message (lib/mail/outbox.ts queues it with its row). */
  "send-email": async (payload, helpers, { transport }) => {
    const attempt = { number: helpers.job.attempts, last: helpers.job.attempts >= helpers.job.max_attempts };
    const id = emailJob.parse(payload).id;
    const result = await deliverEmail(workerSql(helpers), id, transport, env().MAIL_FROM, attempt).catch((error: unknown) => {
      metrics.mailFailed.inc();
      throw error;
    });
    if (result === "sent") metrics.mailSent.inc();
    if (result === "dead") metrics.mailFailed.inc();
    return { sent: result === "sent" ? 1 : 0 };
  },
  /** Whether the mail server is back while sends wait out their back-off (lib/mail/delivery.ts). */
  "mail-probe": (_payload, helpers, { transport }) => probeMailServer(workerSql(helpers), transport),
  "lead-waiting": () => announceWaitingLeads(),
  "follow-up-digest": () => sendFollowUpDigests(),
  "privacy-retention": async (_payload, helpers) => {
    const counts = await dailyRetention(new Date(), helpers.abortSignal);
    // Stopped half-way (a deploy): the retry carries on where this run stopped.
    if (helpers.abortSignal.aborted) throw new Error("retention stopped at shutdown; the next attempt carries on");
    return counts;
  },
  "guardian-consent-expiry": () => eraseUnansweredMinors(),
  /** A stored webhook delivery made into leads (lib/intake/deliveries.ts); a Graph API failure is retried with back-off. */
  "intake-delivery": async (payload) => {
    await processDelivery(deliveryJob.parse(payload).id);
    return { processed: 1 };
  },
  /** Meta lead ads the webhook missed (lib/intake/meta/reconcile.ts). */
  "meta-reconcile": () => reconcileMeta(),
  "release-dead-workers": () => releaseDeadWorkers(),
  /** One WhatsApp message (lib/whatsapp/send.ts queues it with its row); a rate limit or Meta's trouble is retried with back-off. */
  "whatsapp-send": async (payload, helpers) => {
    const result = await deliverWhatsApp(whatsappJob.parse(payload).id, {
      last: helpers.job.attempts >= helpers.job.max_attempts,
      signal: helpers.abortSignal,
    });
    return { sent: result === "sent" ? 1 : 0, failed: result === "failed" ? 1 : 0 };
  },
} satisfies Record<string, Handler>;

export type TaskName = keyof typeof tasks;

/** Runs too frequent to log each at info (every e-mail and WhatsApp message, the minutely checks that found nothing). */
const QUIET: ReadonlySet<TaskName> = new Set(["send-email", "whatsapp-send", "release-dead-workers"]);

/** The handlers as graphile-worker takes them, each run logged with its duration and counts, and counted. */
export function taskList(context: TaskContext): TaskList {
  const list: TaskList = {};
  for (const [name, handler] of Object.entries(tasks) as [TaskName, Handler][]) {
    list[name] = async (payload, helpers) => {
      const started = performance.now();
      const job = { job: name, jobId: helpers.job.id, attempt: helpers.job.attempts };
      try {
        const counts = await handler(payload, helpers, context);
        const ms = Math.round(performance.now() - started);
        metrics.jobRuns.inc({ job: name, result: "done" });
        const idle = Object.values(counts).every((count) => count === 0);
        log[QUIET.has(name) || idle ? "debug" : "info"]({ ...job, ms, ...counts }, "job run");
      } catch (error) {
        metrics.jobRuns.inc({ job: name, result: "failed" });
        log.warn({ err: error, ...job, ms: Math.round(performance.now() - started) }, "job failed: retried with back-off");
        throw error;
      }
    };
  }
  return list;
}
