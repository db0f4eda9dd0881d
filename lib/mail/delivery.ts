/**
 * Sending one outbox message: the `send-email` task (lib/jobs/tasks.ts), one job per message,
 * queued with its row (lib/mail/outbox.ts). The queue retries a failed send with back-off; the row
 * keeps the record (attempts, last error, when it is next tried, sent or given up) for staff, the
 * readiness check and the privacy code. A message holding a secret (a login code, a reset link)
 * keeps only its row once sent or given up: its text and HTML are blanked in the same statement.
 */
import { prisma } from "@/lib/db";
import { enqueue } from "@/lib/jobs/queue";
import type { MailTransport } from "@/lib/mail/transport";

/** What a sent (or given up) login code or reset link keeps of its text: the row stays for the audit. */
export const SECRET_REMOVED = "(removed once sent: it held a one-time secret)";
/** How soon the mail server is asked again whether it is back, while messages wait out a back-off. */
const PROBE_MS = 5_000;

/** graphile-worker's back-off after the n-th failed attempt: e^n seconds, e^10 (about 6 h) at most. */
export function retryDelayMs(attempt: number): number {
  return Math.round(Math.exp(Math.min(attempt, 10)) * 1000);
}

export type Attempt = { number: number; last: boolean };

// When this process last asked for a probe: during an outage every send fails, and one request per
// PROBE_MS is enough (each adds a job, a commit that notifies every worker).
let probeAskedAt = 0;

/** Someone asks the mail server again in a few seconds, so the queue drains soon after its return. */
async function armProbe(): Promise<void> {
  if (Date.now() - probeAskedAt < PROBE_MS) return;
  probeAskedAt = Date.now();
  await enqueue(
    "mail-probe",
    {},
    { jobKey: "mail-probe", jobKeyMode: "preserve_run_at", runAt: new Date(Date.now() + PROBE_MS) },
  );
}
export type DeliveryResult = "sent" | "dead" | "gone";

/**
 * One attempt at message `id`: `gone` when there is nothing to send (sent already by an attempt
 * that crashed before its job was done, or erased), `dead` when the last attempt failed (parked
 * for staff to see, never deleted). Any other failure is recorded and thrown, for the queue to retry.
 */
export async function deliverEmail(
  id: string,
  transport: MailTransport,
  from: string,
  attempt: Attempt,
): Promise<DeliveryResult> {
  const email = await prisma.outboxEmail.findUnique({ where: { id }, include: { attachments: true } });
  if (!email || email.status !== "PENDING") return "gone";
  const domain = from.match(/@([^>\s]+)/)?.[1] ?? "localhost";
  try {
    await transport.send({
      from,
      to: email.to,
      replyTo: email.replyTo ?? undefined,
      subject: email.subject,
      text: email.text,
      html: email.html ?? undefined,
      // A stable Message-ID lets receiving servers drop a copy resent after a crash.
      messageId: `<${email.id}@${domain}>`,
      attachments: email.attachments.map((file) => ({
        filename: file.fileName,
        contentType: file.contentType,
        content: Buffer.from(file.bytes),
      })),
    });
  } catch (error) {
    await prisma.outboxEmail.update({
      where: { id },
      data: {
        status: attempt.last ? "DEAD" : "PENDING",
        attempts: attempt.number,
        lastError: error instanceof Error ? error.message.slice(0, 1000) : String(error),
        nextAttemptAt: new Date(Date.now() + retryDelayMs(attempt.number)),
        ...(attempt.last && email.secret ? { text: SECRET_REMOVED, html: null } : {}),
      },
    });
    if (attempt.last) return "dead";
    await armProbe();
    throw error;
  }
  // Raw SQL: one statement per message sent, without the query compiler's work each time.
  await prisma.$executeRaw`UPDATE "OutboxEmail" SET "status" = 'SENT', "sentAt" = now(), "attempts" = ${attempt.number}, "lastError" = NULL,
    "text" = CASE WHEN "secret" THEN ${SECRET_REMOVED} ELSE "text" END, "html" = CASE WHEN "secret" THEN NULL ELSE "html" END
    WHERE "id" = ${email.id}`;
  return "sent";
}

/** The mail jobs waiting out a back-off (a send failed), as the queue's `jobs` view shows them. */
const WAITING_SENDS = `FROM graphile_worker.jobs
  WHERE task_identifier = 'send-email' AND attempts > 0 AND attempts < max_attempts AND locked_at IS NULL AND run_at > now()`;

/**
 * The mail server's return, seen by the `mail-probe` job: every send waiting out its back-off is
 * made due now; while it is still away and sends wait, the probe comes again in a few seconds.
 */
export async function probeMailServer(transport: MailTransport): Promise<{ broughtForward: number }> {
  const [found] = await prisma.$queryRawUnsafe<{ waiting: boolean }[]>(`SELECT EXISTS (SELECT 1 ${WAITING_SENDS}) AS waiting`);
  if (!found?.waiting) return { broughtForward: 0 };
  if (!(await transport.reachable())) {
    await enqueue("mail-probe", {}, { jobKey: "mail-probe", runAt: new Date(Date.now() + PROBE_MS) });
    return { broughtForward: 0 };
  }
  const moved = await prisma.$queryRawUnsafe<{ id: string }[]>(
    `SELECT id::text FROM graphile_worker.reschedule_jobs(ARRAY(SELECT id ${WAITING_SENDS}), run_at := now())`,
  );
  return { broughtForward: moved.length };
}
