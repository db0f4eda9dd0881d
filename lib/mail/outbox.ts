import type { Prisma } from "@/lib/generated/prisma/client";

export type OutboxMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** StoredFile ids to attach (e.g. a resume). */
  attachmentIds?: string[];
};

/**
 * Queues an e-mail inside the caller's transaction, so the e-mail exists exactly when the row it
 * is about does. Call kickOutbox() after the transaction commits to send it without waiting.
 */
export async function enqueueEmail(tx: Prisma.TransactionClient, message: OutboxMessage): Promise<string> {
  const row = await tx.outboxEmail.create({
    data: {
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      replyTo: message.replyTo,
      attachments: message.attachmentIds?.length
        ? { connect: message.attachmentIds.map((id) => ({ id })) }
        : undefined,
    },
    select: { id: true },
  });
  return row.id;
}
