/**
 * The audit log as CSV, for a breach inquiry or a person's request: every entry about one person
 * (found by e-mail or mobile: their enquiries and their account, and what their account did), or
 * every entry of a time window (India days), or both. Admins only, at the door.
 */
import "server-only";
import { z } from "zod";
import { recordAudit } from "@/lib/audit/record";
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db";
import type { CsvColumn } from "@/lib/export/csv";
import type { Prisma } from "@/lib/generated/prisma/client";
import { indiaDayStart, isCalendarDay } from "@/lib/time/india";
import { pageNewestFirst, PAGE_SIZE } from "@/lib/pagination/keyset";
import { normaliseIndianMobile } from "@/lib/validation/fields";
import { actionInWords, recordKindInWords } from "./words";

const day = z.string().refine(isCalendarDay, "expected a calendar day as YYYY-MM-DD");
const isEmail = (value: string) => z.email().safeParse(value).success;

/** The export's filters as its URL carries them: `?person=…&from=…&to=…`. */
export const auditExportSchema = z
  .object({
    person: z
      .string()
      .trim()
      .max(254, "at most 254 characters")
      .refine(
        (value) => isEmail(value) || normaliseIndianMobile(value) !== undefined,
        "enter an e-mail address or a 10-digit mobile number",
      )
      .optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((filter) => filter.person || filter.from || filter.to, {
    message: "choose a person, a time window or both",
    path: ["person"],
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    message: "the window must end on or after its first day",
    path: ["to"],
  });

export type AuditExportFilter = z.output<typeof auditExportSchema>;

/** The records of one person: their enquiries of every form and their account. */
async function recordsOf(person: string) {
  const email = isEmail(person) ? person.toLowerCase() : undefined;
  const mobile = email ? undefined : normaliseIndianMobile(person);
  const byEmail = { email: { equals: email, mode: "insensitive" as const } };
  const [leads, franchise, careers, users] = await Promise.all([
    prisma.lead.findMany({ where: email ? byEmail : { mobile }, select: { id: true } }),
    prisma.franchiseEnquiry.findMany({ where: email ? byEmail : { mobile }, select: { id: true } }),
    prisma.careerApplication.findMany({ where: email ? byEmail : { phone: mobile }, select: { id: true } }),
    prisma.user.findMany({ where: email ? byEmail : { mobile }, select: { id: true } }),
  ]);
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
  return { Lead: ids(leads), FranchiseEnquiry: ids(franchise), CareerApplication: ids(careers), User: ids(users) };
}

/** The entries the filter selects, as a query's `where`. */
export async function auditExportWhere(filter: AuditExportFilter): Promise<Prisma.AuditLogWhereInput> {
  const window: Prisma.AuditLogWhereInput = {
    createdAt: {
      ...(filter.from ? { gte: indiaDayStart(filter.from) } : {}),
      ...(filter.to ? { lt: indiaDayStart(filter.to, 1) } : {}),
    },
  };
  if (!filter.person) return window;
  const records = await recordsOf(filter.person);
  const about = Object.entries(records).map(([entityType, ids]) => ({ entityType, entityId: { in: ids } }));
  return { AND: [window, { OR: [...about, { actorId: { in: records.User } }] }] };
}

type ExportRow = Prisma.AuditLogGetPayload<{ select: typeof exportSelect }>;

const exportSelect = {
  id: true,
  createdAt: true,
  action: true,
  entityType: true,
  entityId: true,
  before: true,
  after: true,
  actor: { select: { name: true, username: true, email: true } },
} as const;

const json = (value: unknown) => (value === null || value === undefined ? "" : JSON.stringify(value));

export const auditCsvColumns: CsvColumn<ExportRow>[] = [
  { header: "Time (India)", value: (row) => row.createdAt },
  {
    header: "By",
    value: (row) => (row.actor ? `${row.actor.name} (${row.actor.username ?? row.actor.email ?? "no log-in name"})` : "The site"),
  },
  { header: "Action", value: (row) => row.action },
  { header: "In words", value: (row) => actionInWords(row.action) },
  { header: "Record kind", value: (row) => recordKindInWords(row.entityType) },
  { header: "Record id", value: (row) => row.entityId },
  { header: "Before", value: (row) => json(row.before) },
  { header: "After", value: (row) => json(row.after) },
];

/** A page of the selected entries, newest first. */
export function auditExportPage(where: Prisma.AuditLogWhereInput, cursor: string | undefined, size = PAGE_SIZE) {
  return pageNewestFirst(where, cursor, size, (query) => prisma.auditLog.findMany({ ...query, select: exportSelect }));
}

/** The export itself is audited: who took which slice (whether by a person, not the person's address). */
export function recordAuditExport(actor: Caller, filter: AuditExportFilter): Promise<void> {
  return recordAudit(prisma, {
    actorId: actor.userId,
    action: "audit.export",
    entityType: "AuditLog",
    after: { byPerson: Boolean(filter.person), from: filter.from ?? null, to: filter.to ?? null },
  });
}
