/**
 * Meta's statuses of the site's own messages (sent, delivered, read, failed with Meta's error).
 * They only move a message forward. Meta may deliver one before the send's answer has recorded
 * its id on the message (the webhook and the answer race): such a status is kept as pending,
 * keyed by Meta's id, and applied when the answer is recorded. Both sides take the same
 * transaction-scoped advisory lock on the id, so one of them always sees the other's write.
 */
import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { WhatsAppStatus } from "@/lib/generated/prisma/enums";

type Tx = Prisma.TransactionClient;

/** The statuses a message takes, each from the ones before it, in the order they are applied. */
const STEPS = {
  sent: { to: "SENT", from: ["QUEUED", "WAITING"], at: "sentAt" },
  delivered: { to: "DELIVERED", from: ["QUEUED", "WAITING", "SENT"], at: "deliveredAt" },
  read: { to: "READ", from: ["QUEUED", "WAITING", "SENT", "DELIVERED"], at: "readAt" },
  failed: { to: "FAILED", from: ["QUEUED", "WAITING", "SENT", "DELIVERED"], at: null },
} as const satisfies Record<
  string,
  { to: WhatsAppStatus; from: WhatsAppStatus[]; at: "sentAt" | "deliveredAt" | "readAt" | null }
>;
type Step = (typeof STEPS)[keyof typeof STEPS];
const STEP_OF = new Map<WhatsAppStatus, Step>(Object.values(STEPS).map((step) => [step.to, step]));

/** One status as Meta reported it: the message's id, what happened, when, and Meta's error of a failure. */
export type StatusUpdate = {
  metaId: string;
  status: string;
  at: Date;
  errorCode: number | null;
  error: string | null;
};

/** A pending status nobody claims (a message sent from elsewhere on the number) is dropped after a day. */
const PENDING_KEPT_MS = 24 * 60 * 60 * 1000;

async function apply(db: Tx | typeof prisma, step: Step, update: Omit<StatusUpdate, "status">): Promise<number> {
  const { count } = await db.whatsAppMessage.updateMany({
    where: { metaId: update.metaId, direction: "OUT", status: { in: [...step.from] } },
    data: {
      status: step.to,
      ...(step.at ? { [step.at]: update.at } : {}),
      ...(update.error !== null ? { errorCode: update.errorCode, error: update.error.slice(0, 500) } : {}),
    },
  });
  return count;
}

const lock = (tx: Tx, metaId: string) =>
  tx.$executeRaw`SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtextextended(${`whatsapp-status:${metaId}`}, 0))) locked`;

/** Applies a status from the webhook, or keeps it until the send's answer names the message. */
export async function receiveStatus(update: StatusUpdate): Promise<void> {
  const step = STEPS[update.status as keyof typeof STEPS];
  if (!step) return;
  // The usual case, in one statement: the message is known and the status moves it on.
  if ((await apply(prisma, step, update)) > 0) return;
  await prisma.$transaction(async (tx) => {
    await lock(tx, update.metaId);
    const known = await tx.whatsAppMessage.findUnique({ where: { metaId: update.metaId }, select: { id: true } });
    if (known) {
      await apply(tx, step, update);
      return;
    }
    await tx.whatsAppPendingStatus.deleteMany({ where: { receivedAt: { lt: new Date(Date.now() - PENDING_KEPT_MS) } } });
    await tx.whatsAppPendingStatus.createMany({
      data: [{ metaId: update.metaId, status: step.to, at: update.at, errorCode: update.errorCode, error: update.error }],
      skipDuplicates: true,
    });
  });
}

/** Records Meta's answer to a send (the message sent, with Meta's id), then any status that came before it, in order. */
export async function recordSent(id: string, metaId: string): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await lock(tx, metaId);
    await tx.whatsAppMessage.update({
      where: { id },
      data: { status: "SENT", metaId, sentAt: new Date(), error: null, errorCode: null },
    });
    const pending = await tx.whatsAppPendingStatus.findMany({ where: { metaId } });
    if (pending.length === 0) return;
    const order = [...STEP_OF.keys()];
    pending.sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status));
    for (const row of pending) await apply(tx, STEP_OF.get(row.status)!, row);
    await tx.whatsAppPendingStatus.deleteMany({ where: { metaId } });
  });
}
