/**
 * The audit log: the one way to record who changed what. Call `recordAudit` inside the
 * transaction of the change it describes (pass the transaction client), so the entry exists
 * exactly when the change does; outside a transaction pass `prisma`.
 *
 *   await recordAudit(tx, {
 *     actorId: staff.userId,          // the user who acted; null when nobody is logged in (a failed log-in)
 *     action: "college.update",       // "<entity>.<verb>", lower case
 *     entityType: "College",          // the Prisma model's name
 *     entityId: college.id,
 *     before: snapshot(oldRow),       // plain JSON of the old values; leave out on a create
 *     after: snapshot(newRow),        // plain JSON of the new values; leave out on a delete
 *   });
 *
 * Never put a password, its hash, a one-time code or a token in `before` or `after`.
 */
import type { Prisma } from "@/lib/generated/prisma/client";

export type AuditEntry = {
  actorId: string | null;
  action: string;
  entityType: string;
  entityId?: string | null;
  before?: Prisma.InputJsonValue;
  after?: Prisma.InputJsonValue;
};

/** Either the client or a transaction client: both carry the audit table. */
export type AuditWriter = Pick<Prisma.TransactionClient, "auditLog">;

export async function recordAudit(db: AuditWriter, entry: AuditEntry): Promise<void> {
  await db.auditLog.create({ data: entry, select: { id: true } });
}

/** Several entries at once, one per record a bulk change touched (one insert for the batch). */
export async function recordAudits(db: AuditWriter, entries: AuditEntry[]): Promise<void> {
  if (entries.length > 0) await db.auditLog.createMany({ data: entries });
}
