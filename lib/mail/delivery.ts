import { prisma } from "@/lib/db";
import type { MailTransport } from "@/lib/mail/transport";

export const MAX_ATTEMPTS = 30;
/** How long a claimed message is held by one worker before another may retry it. */
const CLAIM_SECONDS = 120;
const SEND_CONCURRENCY = 5;
export const DELIVERY_BATCH = 50;
/** What a sent (or given up) login code or reset link keeps of its text: the row stays for the audit. */
export const SECRET_REMOVED = "(removed once sent: it held a one-time secret)";
/** What a sent (or given up) e-mail to an erased person keeps of its recipient: a placeholder that names nobody. */
const FORGOTTEN_RECIPIENT = (id: string) => `erased+${id}@invalid`;

/** Back-off after the n-th failed attempt: 5 s, 10 s, 20 s … capped at one hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

export type DeliveryReport = { claimed: number; sent: number; failed: number; broughtForward: number };

/**
 * Claims due messages (several workers may run this at once: FOR UPDATE SKIP LOCKED gives each row
 * to one of them) and sends them. A failure is recorded and rescheduled with back-off; after
 * MAX_ATTEMPTS the message is parked as DEAD for staff to see, never deleted. Once a send
 * succeeds the server is evidently back, so messages still waiting out a back-off are made due now.
 * A message holding a secret (a login code, a reset link) keeps only its row once sent or given
 * up: its text and HTML are blanked in the same statement, so no secret stays at rest; one to a
 * person being erased (the erasure notice) loses its recipient the same way.
 * Once `signal` aborts (shutdown) no new send starts, and the claims not yet sent (claimed − sent −
 * failed) are given back as they were, for another instance to send at once.
 */
export async function deliverDueEmails(
  transport: MailTransport,
  options: { from: string; limit?: number; signal?: AbortSignal },
): Promise<DeliveryReport> {
  const claimed = await prisma.$queryRaw<{ id: string }[]>`
    UPDATE "OutboxEmail"
       SET "lockedUntil" = now() + make_interval(secs => ${CLAIM_SECONDS}), "attempts" = "attempts" + 1
     WHERE "id" IN (
       SELECT "id" FROM "OutboxEmail"
        WHERE "status" = 'PENDING' AND "nextAttemptAt" <= now()
          AND ("lockedUntil" IS NULL OR "lockedUntil" < now())
        ORDER BY "nextAttemptAt"
        LIMIT ${options.limit ?? DELIVERY_BATCH}
        FOR UPDATE SKIP LOCKED)
    RETURNING "id"`;
  const report: DeliveryReport = { claimed: claimed.length, sent: 0, failed: 0, broughtForward: 0 };
  if (claimed.length === 0) return report;

  const queue = await prisma.outboxEmail.findMany({
    where: { id: { in: claimed.map((row) => row.id) } },
    include: { attachments: true },
    orderBy: { nextAttemptAt: "asc" },
  });
  const domain = options.from.match(/@([^>\s]+)/)?.[1] ?? "localhost";

  async function sendNext(): Promise<void> {
    while (queue.length > 0 && !options.signal?.aborted) {
      const email = queue.shift()!;
      try {
        await transport.send({
          from: options.from,
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
        // Raw SQL: one statement per message sent, without the query compiler's work each time.
        await prisma.$executeRaw`UPDATE "OutboxEmail" SET "status" = 'SENT', "sentAt" = now(), "lockedUntil" = NULL, "lastError" = NULL,
          "text" = CASE WHEN "secret" THEN ${SECRET_REMOVED} ELSE "text" END, "html" = CASE WHEN "secret" THEN NULL ELSE "html" END,
          "to" = CASE WHEN "forgetRecipient" THEN ${FORGOTTEN_RECIPIENT(email.id)} ELSE "to" END
          WHERE "id" = ${email.id}`;
        report.sent++;
      } catch (error) {
        const dead = email.attempts >= MAX_ATTEMPTS;
        await prisma.outboxEmail.update({
          where: { id: email.id },
          data: {
            status: dead ? "DEAD" : "PENDING",
            lockedUntil: null,
            lastError: error instanceof Error ? error.message.slice(0, 1000) : String(error),
            nextAttemptAt: new Date(Date.now() + retryDelayMs(email.attempts)),
            ...(dead && email.secret ? { text: SECRET_REMOVED, html: null } : {}),
            ...(dead && email.forgetRecipient ? { to: FORGOTTEN_RECIPIENT(email.id) } : {}),
          },
        });
        report.failed++;
      }
    }
  }

  await Promise.all(Array.from({ length: SEND_CONCURRENCY }, sendNext));
  if (queue.length > 0) {
    await prisma.outboxEmail.updateMany({
      where: { id: { in: queue.map((email) => email.id) } },
      data: { lockedUntil: null, attempts: { decrement: 1 } },
    });
  }
  if (report.sent > 0) report.broughtForward = await bringFailedForward();
  return report;
}

/** Messages that failed before and are waiting out their back-off. */
const failedWaiting = () => ({ status: "PENDING" as const, attempts: { gt: 0 }, nextAttemptAt: { gt: new Date() } });

export async function hasFailedWaiting(): Promise<boolean> {
  return (await prisma.outboxEmail.findFirst({ where: failedWaiting(), select: { id: true } })) !== null;
}

/** Makes every message waiting out a back-off due now (the mail server has been seen working). */
export async function bringFailedForward(): Promise<number> {
  const { count } = await prisma.outboxEmail.updateMany({ where: failedWaiting(), data: { nextAttemptAt: new Date() } });
  return count;
}
