/**
 * Bulk work on the Contact List: the leads ticked on one page, or every lead matching the list's
 * filters (resolved here from the filter, never from ids the browser sends beyond one page),
 * moved along the pipeline or handed to someone at once. Each lead is changed under the rules of
 * a single change (lib/leads/work.ts) and audited the same way, one entry per lead; leads that
 * cannot take the change are skipped and counted in the answer. The work goes in batches, each
 * its own transaction, so thousands of leads never sit in one long transaction (a failure midway
 * keeps the batches already done, each whole with its audit entries). A counsellor's bulk change
 * touches their own leads only (checked in each batch's WHERE); the rest are skipped and counted.
 */
import "server-only";
import { z } from "zod";
import { recordAudits, type AuditEntry } from "@/lib/audit/record";
import type { Caller } from "@/lib/auth/caller";
import { can } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { failure, success, type Failure, type Outcome } from "@/lib/http/outcome";
import { NEWEST_FIRST } from "@/lib/pagination/keyset";
import { isRowId } from "@/lib/validation/stored-text";
import { BULK_MAX } from "./constants";
import { canMove, isLeadStatus, LEAD_STATUSES, leadStatusLabel, type LeadStatus } from "./pipeline";
import { countLeads, DUE_LIST_MAX, leadWhere, readLeadFilter } from "./queries";
import { markFirstResponse } from "./response";
import { ASSIGNEES_ONLY, findAssignee, markStageReached } from "./work";

/** Leads changed per transaction. */
const BATCH = 200;
/** The longest page the Contact List shows (the "Follow-up due" view): a page's selection is never more. */
const PAGE_SELECTION_MAX = DUE_LIST_MAX;
/** A filter is the list's search parameters; anything longer is not one of ours. */
const FILTER_MAX = 2000;

/** Which leads: ids ticked on the page shown, or all matching the list's filters (its query string). */
export const bulkTargetSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("page"), ids: z.array(z.string()) }),
  z.object({ kind: z.literal("matching"), filter: z.string() }),
]);
export type BulkTarget = z.infer<typeof bulkTargetSchema>;
export const bulkChangeSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("status"), to: z.enum(LEAD_STATUSES) }),
  z.object({ kind: z.literal("assign"), to: z.string().nullable() }),
]);
export type BulkChange = z.infer<typeof bulkChangeSchema>;
type BulkAnswer = Outcome<{ changed: number; skipped: number }>;

type Tx = Prisma.TransactionClient;
type Staff = { id: string; name: string };
/** Why leads were left as they were, and how many for each reason. */
type Skips = Map<string, number>;

const skip = (skips: Skips, reason: string, count: number) => {
  if (count > 0) skips.set(reason, (skips.get(reason) ?? 0) + count);
};
const leads = (count: number) => `${count.toLocaleString("en-IN")} ${count === 1 ? "lead" : "leads"}`;
const were = (count: number) => `${count.toLocaleString("en-IN")} ${count === 1 ? "was" : "were"}`;

/** Ids as one page's selection: row ids, at most a page of them, repeats dropped; null when not that. */
export function readPageSelection(ids: unknown): string[] | null {
  if (!Array.isArray(ids) || ids.length > PAGE_SELECTION_MAX || !ids.every(isRowId)) return null;
  return [...new Set(ids)];
}

export const PAGE_SELECTION_REFUSED = `Select at most ${PAGE_SELECTION_MAX} leads of one page, or all leads matching the filter.`;

/** The ids of the leads a bulk change (or a bulk WhatsApp send) is for, newest first, or why it is refused. */
export async function resolveBulkTarget(target: BulkTarget, viewerId: string): Promise<string[] | Failure> {
  if (target?.kind === "page") return readPageSelection(target.ids) ?? failure(400, PAGE_SELECTION_REFUSED);
  if (target?.kind !== "matching" || typeof target.filter !== "string" || target.filter.length > FILTER_MAX) {
    return failure(400, "That selection could not be read.");
  }
  // All matching means every page: the page the list was on is not part of it.
  const params = new URLSearchParams(target.filter);
  params.delete("cursor");
  const reading = readLeadFilter(params);
  if (!reading.ok) return reading;
  const filter = reading.filter;
  const rows = await prisma.lead.findMany({
    where: leadWhere(filter, viewerId),
    orderBy: [...NEWEST_FIRST],
    take: BULK_MAX + 1,
    select: { id: true },
  });
  if (rows.length > BULK_MAX) {
    const total = await countLeads(filter, viewerId);
    return failure(
      400,
      `${leads(total)} match this filter; a bulk change takes at most ${BULK_MAX.toLocaleString("en-IN")}. Narrow the filters and try again.`,
    );
  }
  return rows.map((row) => row.id);
}

/** Whose leads `actor` may change in bulk: anyone's (null), or only their own. */
const ownerOnly = (actor: Caller): string | null => (can(actor.role, "leads.others") ? null : actor.userId);

/** Each lead whose status may move to `to` moves; the others are counted by where they stand. */
async function moveBatch(tx: Tx, actor: Caller, ids: string[], to: LeadStatus, skips: Skips): Promise<number> {
  const owner = ownerOnly(actor);
  const found = await tx.lead.findMany({ where: { id: { in: ids } }, select: { id: true, status: true, assignedToId: true } });
  skip(skips, "gone", ids.length - found.length);
  const mayChange = found.filter((lead) => owner === null || lead.assignedToId === owner);
  skip(skips, "others", found.length - mayChange.length);
  const entries: AuditEntry[] = [];
  for (const from of new Set(mayChange.map((lead) => lead.status))) {
    const group = mayChange.filter((lead) => lead.status === from).map((lead) => lead.id);
    if (!canMove(from, to)) {
      skip(skips, from, group.length);
      continue;
    }
    // The status read is in the WHERE: a lead someone moved meanwhile is left alone, and the
    // audit's "before" is what each moved lead really was.
    const moved = await tx.lead.updateManyAndReturn({
      where: { id: { in: group }, status: from, ...(owner === null ? {} : { assignedToId: owner }) },
      data: { status: to, version: { increment: 1 } },
      select: { id: true },
    });
    skip(skips, "meanwhile", group.length - moved.length);
    for (const { id } of moved)
      entries.push({
        actorId: actor.userId,
        action: "lead.status",
        entityType: "Lead",
        entityId: id,
        before: { status: from },
        after: { status: to },
      });
  }
  const movedIds = entries.map((entry) => entry.entityId!);
  await markFirstResponse(tx, movedIds);
  await markStageReached(tx, movedIds, to);
  await recordAudits(tx, entries);
  return entries.length;
}

/** Each lead not already with `assignee` goes to them (new to them, as a single assignment makes it). */
async function assignBatch(tx: Tx, actor: Caller, ids: string[], assignee: Staff | null, skips: Skips): Promise<number> {
  const found = await tx.lead.findMany({
    where: { id: { in: ids } },
    select: { id: true, assignedTo: { select: { id: true, name: true } } },
  });
  skip(skips, "gone", ids.length - found.length);
  const entries: AuditEntry[] = [];
  const owner = ownerOnly(actor);
  const holders = new Map(found.map((lead) => [lead.assignedTo?.id ?? null, lead.assignedTo]));
  for (const [holderId, holder] of holders) {
    const group = found.filter((lead) => (lead.assignedTo?.id ?? null) === holderId).map((lead) => lead.id);
    if (owner !== null && holderId !== owner) {
      skip(skips, "others", group.length);
      continue;
    }
    if (holderId === (assignee?.id ?? null)) {
      skip(skips, "already", group.length);
      continue;
    }
    const handed = await tx.lead.updateManyAndReturn({
      where: { id: { in: group }, assignedToId: holderId },
      data: { assignedToId: assignee?.id ?? null, assigneeSeenAt: null, version: { increment: 1 } },
      select: { id: true },
    });
    skip(skips, "meanwhile", group.length - handed.length);
    for (const { id } of handed) {
      entries.push({
        actorId: actor.userId,
        action: "lead.assign",
        entityType: "Lead",
        entityId: id,
        before: { assignedTo: holder?.name ?? null },
        after: { assignedTo: assignee?.name ?? null },
      });
    }
  }
  await recordAudits(tx, entries);
  return entries.length;
}

/** "Moved 12 leads to Contacted; 3 could not move from Enrolled to Contacted; 1 was already Contacted." */
function report(change: BulkChange, assignee: Staff | null, changed: number, skips: Skips): string {
  const target = change.kind === "status" ? leadStatusLabel[change.to] : (assignee?.name ?? "nobody");
  const done =
    change.kind === "status"
      ? changed > 0
        ? `Moved ${leads(changed)} to ${target}`
        : "No lead moved"
      : changed > 0
        ? assignee
          ? `Assigned ${leads(changed)} to ${target}`
          : `Unassigned ${leads(changed)}`
        : "No lead reassigned";
  const reasons = [...skips].map(([reason, count]) => {
    if (reason === "gone") return `${count.toLocaleString("en-IN")} no longer exist`;
    if (reason === "meanwhile") return `${were(count)} changed by someone else meanwhile`;
    if (reason === "others") return `${count.toLocaleString("en-IN")} not yours (a counsellor changes only their own leads)`;
    if (reason === "already") return assignee ? `${were(count)} already with ${target}` : `${were(count)} already unassigned`;
    if (reason === change.to) return `${were(count)} already ${target}`;
    return `${count.toLocaleString("en-IN")} could not move from ${leadStatusLabel[reason as LeadStatus]} to ${target}`;
  });
  return reasons.length === 0 ? `${done}.` : `${done}${changed > 0 ? ";" : ":"} ${reasons.join("; ")}.`;
}

/** A change as the browser sent it, checked field by field (an action's arguments are anybody's). */
function readChange(change: BulkChange): BulkChange | string {
  if (change?.kind === "status")
    return isLeadStatus(change.to) ? { kind: "status", to: change.to } : "Choose a status of the pipeline.";
  if (change?.kind === "assign")
    return change.to === null || isRowId(change.to) ? { kind: "assign", to: change.to } : ASSIGNEES_ONLY;
  return "That change could not be read.";
}

export async function bulkChangeLeads(actor: Caller, target: BulkTarget, change: BulkChange): Promise<BulkAnswer> {
  const parsed = readChange(change);
  if (typeof parsed === "string") return failure(400, parsed);
  const assignee = parsed.kind === "assign" && parsed.to !== null ? await findAssignee(prisma, parsed.to) : null;
  if (parsed.kind === "assign" && parsed.to !== null && !assignee) return failure(400, ASSIGNEES_ONLY);
  const ids = await resolveBulkTarget(target, actor.userId);
  if (!Array.isArray(ids)) return ids;
  if (ids.length === 0) return failure(400, "Select at least one lead.");
  const skips: Skips = new Map();
  let changed = 0;
  for (let start = 0; start < ids.length; start += BATCH) {
    const batch = ids.slice(start, start + BATCH);
    changed += await prisma.$transaction((tx) =>
      parsed.kind === "status" ? moveBatch(tx, actor, batch, parsed.to, skips) : assignBatch(tx, actor, batch, assignee, skips),
    );
  }
  const skipped = [...skips.values()].reduce((sum, count) => sum + count, 0);
  const message = report(parsed, assignee, changed, skips);
  return changed > 0 ? success(message, { changed, skipped }) : failure(400, message);
}
