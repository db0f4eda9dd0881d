/**
 * Sending one outbox message: the `send-email` task (lib/jobs/tasks.ts), one job per message,
 * queued with its row (lib/mail/outbox.ts). The queue retries a failed send with back-off; the row
 * keeps the record (attempts, last error, when it is next tried, sent or given up) for staff, the
 * readiness check and the privacy code. A message holding a secret (a login code, a reset link)
 * keeps only its row once sent or given up: its text and HTML are blanked in the same statement;
 * one to a person being erased (the erasure notice) loses its recipient the same way.
 */
import "server-only";
import type { Sql } from "@/lib/db";
import { enqueue } from "@/lib/jobs/queue";
import type { MailTransport } from "@/lib/mail/transport";

/** What a sent (or given up) login code or reset link keeps of its text: the row stays for the audit. */
export const SECRET_REMOVED = "(removed once sent: it held a one-time secret)";
/** How soon the mail server is asked again whether it is back, while messages wait out a back-off. */
const PROBE_MS = 5_000;
/** What a sent (or given up) e-mail to an erased person keeps of its recipient: a placeholder that names nobody. */
const FORGOTTEN_RECIPIENT = (id: string) => `erased+${id}@invalid`;

/** graphile-worker's back-off after the n-th failed attempt: e^n seconds, e^10 (about 6 h) at most. */
export function retryDelayMs(attempt: number): number {
  return Math.round(Math.exp(Math.min(attempt, 10)) * 1000);
}

export type Attempt = { number: number; last: boolean };

// When this process last asked for a probe: during an outage every send fails, and one request per
// PROBE_MS is enough (each adds a job, a commit that notifies every worker).
let probeAskedAt = 0;

/** Someone asks the mail server again in a few seconds, so the queue drains soon after its return. */
async function armProbe(sql: Sql): Promise<void> {
  if (Date.now() - probeAskedAt < PROBE_MS) return;
  probeAskedAt = Date.now();
  await enqueue(
    "mail-probe",
    {},
    { tx: sql, jobKey: "mail-probe", jobKeyMode: "preserve_run_at", runAt: new Date(Date.now() + PROBE_MS) },
  );
}
export type DeliveryResult = "sent" | "dead" | "gone";

type Row = {
  id: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  secret: boolean;
};
type File = { fileName: string; contentType: string; bytes: Buffer };

/**
 * One attempt at message `id`, its statements through `sql` (the worker's own connections, so
 * sends never wait on the site's pool, nor the site on them): `gone` when there is nothing to send
 * (sent already by an attempt that crashed before its job was done, or erased), `dead` when the
 * last attempt failed (parked for staff to see, never deleted). Any other failure is recorded and
 * thrown, for the queue to retry.
 */
export async function deliverEmail(
  sql: Sql,
  id: string,
  transport: MailTransport,
  from: string,
  attempt: Attempt,
): Promise<DeliveryResult> {
  const {
    rows: [email],
  } = await sql.query<Row>(
    `SELECT "id", "to", "replyTo", "subject", "text", "html", "secret" FROM "OutboxEmail" WHERE "id" = $1 AND "status" = 'PENDING'`,
    [id],
  );
  if (!email) return "gone";
  // Prisma's join table for OutboxEmail.attachments: A is the e-mail, B the file.
  const { rows: files } = await sql.query<File>(
    `SELECT f."fileName", f."contentType", f."bytes" FROM "_OutboxEmailToStoredFile" l JOIN "StoredFile" f ON f."id" = l."B" WHERE l."A" = $1`,
    [id],
  );
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
      attachments: files.map((file) => ({ filename: file.fileName, contentType: file.contentType, content: file.bytes })),
    });
  } catch (error) {
    // Times in UTC, as every column of the schema keeps them (lib/db/connection.ts).
    await sql.query(
      `UPDATE "OutboxEmail" SET "status" = $2::"OutboxStatus", "attempts" = $3, "lastError" = $4,
         "nextAttemptAt" = (now() AT TIME ZONE 'UTC') + make_interval(secs => $5),
         "text" = CASE WHEN $2::"OutboxStatus" = 'DEAD' AND "secret" THEN $6 ELSE "text" END,
         "html" = CASE WHEN $2::"OutboxStatus" = 'DEAD' AND "secret" THEN NULL ELSE "html" END,
         "to" = CASE WHEN $2::"OutboxStatus" = 'DEAD' AND "forgetRecipient" THEN $7 ELSE "to" END
       WHERE "id" = $1`,
      [
        id,
        attempt.last ? "DEAD" : "PENDING",
        attempt.number,
        error instanceof Error ? error.message.slice(0, 1000) : String(error),
        retryDelayMs(attempt.number) / 1000,
        SECRET_REMOVED,
        FORGOTTEN_RECIPIENT(id),
      ],
    );
    if (attempt.last) return "dead";
    await armProbe(sql);
    throw error;
  }
  await sql.query(
    `UPDATE "OutboxEmail" SET "status" = 'SENT', "sentAt" = now() AT TIME ZONE 'UTC', "attempts" = $2, "lastError" = NULL,
       "text" = CASE WHEN "secret" THEN $3 ELSE "text" END, "html" = CASE WHEN "secret" THEN NULL ELSE "html" END,
       "to" = CASE WHEN "forgetRecipient" THEN $4 ELSE "to" END
     WHERE "id" = $1`,
    [id, attempt.number, SECRET_REMOVED, FORGOTTEN_RECIPIENT(id)],
  );
  return "sent";
}

/** The mail jobs waiting out a back-off (a send failed), as the queue's `jobs` view shows them. */
const WAITING_SENDS = `FROM graphile_worker.jobs
  WHERE task_identifier = 'send-email' AND attempts > 0 AND attempts < max_attempts AND locked_at IS NULL AND run_at > now()`;

/**
 * The mail server's return, seen by the `mail-probe` job: every send waiting out its back-off is
 * made due now; while it is still away and sends wait, the probe comes again in a few seconds.
 */
export async function probeMailServer(sql: Sql, transport: MailTransport): Promise<{ broughtForward: number }> {
  const {
    rows: [found],
  } = await sql.query<{ waiting: boolean }>(`SELECT EXISTS (SELECT 1 ${WAITING_SENDS}) AS waiting`);
  if (!found?.waiting) return { broughtForward: 0 };
  if (!(await transport.reachable())) {
    await enqueue("mail-probe", {}, { tx: sql, jobKey: "mail-probe", runAt: new Date(Date.now() + PROBE_MS) });
    return { broughtForward: 0 };
  }
  const { rows } = await sql.query(
    `SELECT id FROM graphile_worker.reschedule_jobs(ARRAY(SELECT id ${WAITING_SENDS}), run_at := now())`,
  );
  return { broughtForward: rows.length };
}
