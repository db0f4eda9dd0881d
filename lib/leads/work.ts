/**
 * Working a lead (staff, checked at the door): move its status along the pipeline, assign it to a
 * counsellor, set the next follow-up, add a note. Each change states the version of the lead it
 * was made on; when someone else changed the lead meanwhile, the change is refused and says who
 * and when, so nothing is overwritten silently. Every change is audited with its old and new
 * values in the same transaction (the lead's history is read from the audit log).
 */
import "server-only";
import { recordAudit } from "@/lib/audit/record";
import type { Caller } from "@/lib/auth/caller";
import { holdersOf } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { failure, success, type Failure, type Outcome } from "@/lib/http/outcome";
import { formatDateTime } from "@/lib/site/format";
import { hasControlCharacters } from "@/lib/validation/fields";
import { isRowId } from "@/lib/validation/stored-text";
import { NOTE_MAX } from "./constants";
import { CALL_OUTCOME_LABELS, isCallOutcome, type CallOutcome } from "./call-outcomes";
import { BACK_REASON_MAX, canMove, canMoveBack, isLeadStatus, leadStatusLabel, stagesBefore, type LeadStatus } from "./pipeline";
import { markFirstResponse } from "./response";

/** A status change; a move back to an earlier step says why (`reason`). */
export type LeadChange =
  | { kind: "status"; to: LeadStatus; reason?: string }
  | { kind: "assign"; to: string | null }
  | { kind: "follow-up"; at: Date | null };

/** A change's answer carries the lead's new version, so the page's next change is made on it. */
export type WorkAnswer = Outcome<{ version: number }>;

const NOT_FOUND = failure(404, "No such lead.");

type Tx = Prisma.TransactionClient;
type LeadState = { status: LeadStatus; assignedToId: string | null; nextFollowUpAt: Date | null; version: number };

/** "This lead was changed by Meera at 23 Nov 2026, 9:41 am; reload to see the change." */
async function conflict(tx: Tx, leadId: string): Promise<Failure> {
  const last = await tx.auditLog.findFirst({
    where: { entityType: "Lead", entityId: leadId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { createdAt: true, actor: { select: { name: true } } },
  });
  const who = last ? ` by ${last.actor?.name ?? "someone"} at ${formatDateTime(last.createdAt)}` : "";
  return failure(409, `This lead was changed${who}. Reload to see the change, then try again.`);
}

export const ASSIGNEES_ONLY = "Leads can be assigned to active counsellors and admins only.";

/** The active staff member a lead may be handed to (one who may work leads), or null. */
export function findAssignee(db: Pick<Tx, "user">, id: string) {
  return db.user.findFirst({
    where: { id, role: { in: holdersOf("leads.work") }, disabledAt: null },
    select: { id: true, name: true },
  });
}

/** The columns a change writes, or why it cannot be made. */
async function columnsFor(tx: Tx, before: LeadState, change: LeadChange): Promise<Partial<LeadState> | string> {
  switch (change.kind) {
    case "status":
      if (!isLeadStatus(change.to)) return "Choose a status of the pipeline.";
      if (canMoveBack(before.status, change.to)) {
        const reason = backReason(change.reason);
        if (!reason) return `Say why the lead goes back (at most ${BACK_REASON_MAX} characters).`;
        return { status: change.to };
      }
      if (!canMove(before.status, change.to)) {
        return `A lead cannot move from ${leadStatusLabel[before.status]} to ${leadStatusLabel[change.to]}.`;
      }
      return { status: change.to };
    case "assign": {
      if (change.to === null) return { assignedToId: null };
      const staff = await findAssignee(tx, change.to);
      return staff ? { assignedToId: staff.id } : ASSIGNEES_ONLY;
    }
    case "follow-up":
      if (change.at !== null && Number.isNaN(change.at.getTime())) return "Enter a valid follow-up date.";
      // A minute's grace for a time picked "now" a moment ago.
      if (change.at !== null && change.at.getTime() < Date.now() - 60_000)
        return "Choose a follow-up time that is still to come.";
      return { nextFollowUpAt: change.at };
  }
}

/** A move back's reason, trimmed, or null when missing, too long or holding control characters. */
function backReason(reason: unknown): string | null {
  const text = typeof reason === "string" ? reason.trim() : "";
  return text && text.length <= BACK_REASON_MAX && !hasControlCharacters(text) ? text : null;
}

/** A column's value as audit JSON. */
const plain = (value: string | number | Date | null | undefined) =>
  value instanceof Date ? value.toISOString() : (value ?? null);

/** Changed columns as the history reads them: the assignee by name (an id means nothing to a reader). */
async function readable(tx: Tx, values: Partial<LeadState>): Promise<Record<string, string | number | null>> {
  const entries = await Promise.all(
    Object.entries(values).map(async ([key, value]) => {
      if (key !== "assignedToId") return [key, plain(value)] as const;
      const person =
        typeof value === "string" ? await tx.user.findUnique({ where: { id: value }, select: { name: true } }) : null;
      return ["assignedTo", person?.name ?? null] as const;
    }),
  );
  return Object.fromEntries(entries);
}

const messages: Record<LeadChange["kind"], string> = {
  status: "Status updated.",
  assign: "Assignment updated.",
  "follow-up": "Follow-up date saved.",
};

/**
 * The funnel's record of leads that moved to `to`: they have reached it, unless they had already
 * gone further (a session rescheduled steps back; "Not interested" is no step).
 */
export async function markStageReached(tx: Pick<Tx, "lead">, ids: string[], to: LeadStatus): Promise<void> {
  const earlier = stagesBefore(to);
  if (ids.length && earlier.length)
    await tx.lead.updateMany({ where: { id: { in: ids }, furthestStage: { in: earlier } }, data: { furthestStage: to } });
}

export async function changeLead(actor: Caller, leadId: string, seenVersion: number, change: LeadChange): Promise<WorkAnswer> {
  if (!isRowId(leadId)) return NOT_FOUND;
  return prisma.$transaction(async (tx) => {
    const before = await tx.lead.findUnique({
      where: { id: leadId },
      select: { status: true, assignedToId: true, nextFollowUpAt: true, version: true },
    });
    if (!before) return NOT_FOUND;
    if (before.version !== seenVersion) return conflict(tx, leadId);
    const columns = await columnsFor(tx, before, change);
    if (typeof columns === "string") return failure(400, columns);
    // The version in the WHERE makes the check and the write one step: of two changes made on
    // the same version, only the first matches a row.
    const { count } = await tx.lead.updateMany({
      where: { id: leadId, version: seenVersion },
      data: { ...columns, version: { increment: 1 } },
    });
    if (count === 0) return conflict(tx, leadId);
    if (change.kind === "status") {
      await markFirstResponse(tx, leadId);
      await markStageReached(tx, [leadId], change.to);
    }
    // A lead handed to someone new is new to them.
    if (change.kind === "assign")
      await tx.lead.update({ where: { id: leadId }, data: { assigneeSeenAt: null }, select: { id: true } });
    const keys = Object.keys(columns) as (keyof LeadState)[];
    await recordAudit(tx, {
      actorId: actor.userId,
      action: `lead.${change.kind}`,
      entityType: "Lead",
      entityId: leadId,
      before: await readable(tx, Object.fromEntries(keys.map((key) => [key, before[key]]))),
      after: {
        ...(await readable(tx, columns)),
        ...(change.kind === "status" && canMoveBack(before.status, change.to) ? { reason: backReason(change.reason) } : {}),
      },
    });
    return success(messages[change.kind], { version: seenVersion + 1 });
  });
}

export async function addLeadNote(actor: Caller, leadId: string, body: string): Promise<Outcome> {
  const text = typeof body === "string" ? body.replace(/\r\n?/g, "\n").trim() : "";
  if (!text) return failure(400, "Write the note first.");
  if (text.length > NOTE_MAX) return failure(400, `A note may be at most ${NOTE_MAX} characters.`);
  if (hasControlCharacters(text, { multiline: true })) return failure(400, "The note contains characters that are not allowed.");
  if (!isRowId(leadId)) return NOT_FOUND;
  return prisma.$transaction(async (tx) => {
    if (!(await tx.lead.findUnique({ where: { id: leadId }, select: { id: true } }))) return NOT_FOUND;
    const note = await tx.leadNote.create({ data: { leadId, authorId: actor.userId, body: text }, select: { id: true } });
    await markFirstResponse(tx, leadId);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "lead.note",
      entityType: "Lead",
      entityId: leadId,
      after: { noteId: note.id, body: text },
    });
    return success("Note added.");
  });
}

/** The ways a counsellor reaches out from the lead's page. */
export const CONTACT_CHANNELS = ["call", "whatsapp", "email"] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];

/** A call, WhatsApp chat or e-mail opened from the lead's page: in its history, and its first response if it is one. */
export async function recordContactAttempt(actor: Caller, leadId: string, channel: ContactChannel): Promise<Outcome> {
  if (!(CONTACT_CHANNELS as readonly unknown[]).includes(channel))
    return failure(400, "Say how you reached out: call, whatsapp or email.");
  if (!isRowId(leadId)) return NOT_FOUND;
  return prisma.$transaction(async (tx) => {
    if (!(await tx.lead.findUnique({ where: { id: leadId }, select: { id: true } }))) return NOT_FOUND;
    await markFirstResponse(tx, leadId);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "lead.contact",
      entityType: "Lead",
      entityId: leadId,
      after: { channel },
    });
    return success("Noted.");
  });
}

/** How a call went, in one tap from the lead's page: in its history, and its first response if it is one. */
export async function recordCallOutcome(actor: Caller, leadId: string, outcome: CallOutcome): Promise<Outcome> {
  if (!isCallOutcome(outcome)) return failure(400, `Say how the call went: ${Object.values(CALL_OUTCOME_LABELS).join(", ")}.`);
  if (!isRowId(leadId)) return NOT_FOUND;
  return prisma.$transaction(async (tx) => {
    const lead = await tx.lead.findUnique({ where: { id: leadId }, select: { awaitingGuardian: true } });
    if (!lead) return NOT_FOUND;
    // Nobody may call before the parent agrees: there is no call to record.
    if (lead.awaitingGuardian) return failure(409, "A minor's enquiry cannot be called until the parent or guardian agrees.");
    await markFirstResponse(tx, leadId);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "lead.call",
      entityType: "Lead",
      entityId: leadId,
      after: { outcome },
    });
    return success(`Call outcome saved: ${CALL_OUTCOME_LABELS[outcome]}.`);
  });
}
