import "server-only";
import { newRowId, type Sql } from "@/lib/db";
import { addJobsCall, jobSpecs } from "@/lib/jobs/queue";

export type OutboxMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** StoredFile ids to attach (e.g. a resume). */
  attachmentIds?: string[];
  /** Holds a login code or a reset link: its text and HTML are blanked once sent (lib/mail/delivery.ts). */
  secret?: boolean;
  /** To a person being erased (the erasure notice): its recipient is blanked once sent (lib/mail/delivery.ts). */
  forgetRecipient?: boolean;
};

/**
 * Queues e-mails inside the caller's transaction, so an e-mail exists exactly when the row it is
 * about does: one statement stores the messages and adds their `send-email` jobs
 * (lib/mail/delivery.ts), which a worker starts as soon as the transaction commits; one more only
 * when some carry attachments. (A lead queues its e-mails on the site's hottest write: a round
 * trip saved there is worth the CTE.)
 */
export async function enqueueEmail(sql: Sql, ...messages: OutboxMessage[]): Promise<void> {
  const queued = messages.map((message) => ({ ...message, id: newRowId() }));
  const column = (pick: (message: (typeof queued)[number]) => string | undefined) =>
    queued.map((message) => pick(message) ?? null);
  // A data-modifying WITH runs in full whether or not the query reads it.
  await sql.query(
    `WITH stored AS (
       INSERT INTO "OutboxEmail" ("id", "to", "replyTo", "subject", "text", "html", "secret", "forgetRecipient")
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::boolean[], $8::boolean[]))
     SELECT count(*) AS jobs FROM ${addJobsCall(9)}`,
    [
      column((m) => m.id),
      column((m) => m.to),
      column((m) => m.replyTo),
      column((m) => m.subject),
      column((m) => m.text),
      column((m) => m.html),
      queued.map((message) => message.secret === true),
      queued.map((message) => message.forgetRecipient === true),
      ...jobSpecs(
        "send-email",
        queued.map((message) => ({ id: message.id })),
      ),
    ],
  );
  const links = queued.flatMap((message) => (message.attachmentIds ?? []).map((fileId) => [message.id, fileId] as const));
  if (links.length === 0) return;
  // Prisma's join table for OutboxEmail.attachments: A is the e-mail, B the file.
  await sql.query(`INSERT INTO "_OutboxEmailToStoredFile" ("A", "B") SELECT * FROM unnest($1::text[], $2::text[])`, [
    links.map(([emailId]) => emailId),
    links.map(([, fileId]) => fileId),
  ]);
}
