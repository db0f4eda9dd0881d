/**
 * The outbox as the scheduled job `outbox` (lib/jobs): every instance runs it, each message going
 * to one of them through its row lease (lib/mail/delivery.ts), so it needs no job lock.
 */
import { env } from "@/lib/env";
import type { Job, JobCounts } from "@/lib/jobs/job";
import { startJob, stopJob, triggerJob } from "@/lib/jobs/scheduler";
import { bringFailedForward, deliverDueEmails, DELIVERY_BATCH, hasFailedWaiting } from "@/lib/mail/delivery";
import { fileTransport, smtpTransport, type MailTransport } from "@/lib/mail/transport";
import { metrics } from "@/lib/observability/metrics";

const POLL_MS = 5_000;

const state = ((globalThis as unknown as { outboxWorker?: { transport?: MailTransport } }).outboxWorker ??= {});

/** SMTP when configured; otherwise files, which env() allows only outside a real deployment. */
export function configuredTransport(): MailTransport {
  const { SMTP_URL, MAIL_DIR } = env();
  return SMTP_URL ? smtpTransport(SMTP_URL) : fileTransport(MAIL_DIR);
}

/**
 * Sends until nothing is due. `probe` (the periodic poll) also asks an idle mail server whether it
 * is back while messages wait out their back-off, so the queue drains within a poll of its return
 * however long the outage lasted. A thrown error (the database unreachable) ends the run; the next
 * poll tries again.
 */
async function drain(transport: MailTransport, probe: boolean, signal: AbortSignal): Promise<JobCounts> {
  const total = { claimed: 0, sent: 0, failed: 0, released: 0 };
  let more: boolean;
  do {
    more = false;
    const report = await deliverDueEmails(transport, { from: env().MAIL_FROM, signal });
    total.claimed += report.claimed;
    total.sent += report.sent;
    total.failed += report.failed;
    total.released += report.claimed - report.sent - report.failed;
    metrics.mailSent.inc(report.sent);
    metrics.mailFailed.inc(report.failed);
    if (report.claimed === DELIVERY_BATCH || report.broughtForward > 0) more = true;
    else if (report.claimed === 0 && probe && (await hasFailedWaiting()) && (await transport.reachable())) {
      more = (await bringFailedForward()) > 0;
    }
  } while (more && !signal.aborted);
  return total;
}

export const outboxJob: Job = {
  name: "outbox",
  everyMs: POLL_MS,
  exclusive: false,
  run: ({ trigger, signal }) => drain((state.transport ??= configuredTransport()), trigger !== "kick", signal),
};

/** Sends what is due now (after a commit that queued mail), or soon after a run in progress. */
export function kickOutbox(): void {
  triggerJob(outboxJob.name, "kick");
}

/** Runs the outbox job in this process, through `transport` (tests pass their own). */
export function startOutboxWorker(transport: MailTransport = configuredTransport()): void {
  state.transport = transport;
  startJob(outboxJob);
}

export async function stopOutboxWorker(): Promise<void> {
  await stopJob(outboxJob.name);
  state.transport = undefined;
}
