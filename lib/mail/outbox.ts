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
 * Queues e-mails inside the caller's transaction, so an e-mail exists exactly when the row it is
 * about does; one INSERT for all of them. Call kickOutbox() after the transaction commits to send
 * them without waiting.
 */
export async function enqueueEmail(tx: Prisma.TransactionClient, ...messages: OutboxMessage[]): Promise<void> {
  const rows = await tx.outboxEmail.createManyAndReturn({
    data: messages.map(({ to, subject, text, html, replyTo }) => ({ to, subject, text, html, replyTo })),
    select: { id: true },
  });
  // RETURNING gives the rows in the order they were inserted.
  for (const [index, message] of messages.entries()) {
    if (!message.attachmentIds?.length) continue;
    await tx.outboxEmail.update({
      where: { id: rows[index]!.id },
      data: { attachments: { connect: message.attachmentIds.map((id) => ({ id })) } },
    });
  }
}
