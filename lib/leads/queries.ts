/**
 * Reading leads for staff (the Contact List, a lead's page, the CSV export and GET /api/contact),
 * filtered from the URL's search parameters so every view has an address, newest first in keyset
 * pages (a deep page costs what the first does).
 */
import "server-only";
import { z } from "zod";
import { nameAssignees } from "@/lib/audit/queries";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { holdersOf } from "@/lib/auth/permissions";
import { everyItem, NEWEST_FIRST, PAGE_SIZE, pageNewestFirst } from "@/lib/pagination/keyset";
import { CONSENTED, forStaff } from "@/lib/privacy/minors/staff-view";
import { personSearch } from "@/lib/search/person";
import { isRowId } from "@/lib/validation/stored-text";
import { cursorParam, readUrlFilter, searchParam, type FilterReading, type SearchParams } from "@/lib/http/url-filter";
import { COURSES, LEAD_SOURCES } from "./constants";
import { indiaDate, indiaDayStart, isCalendarDay } from "@/lib/time/india";
import { FUNNEL_STAGES, LEAD_STATUSES, OPEN_STATUSES } from "./pipeline";

const day = z.string().refine(isCalendarDay, "expected a calendar day as YYYY-MM-DD");
const text = z.string().trim().max(100, "at most 100 characters");

/** The Contact List's filters as its URL carries them (read with `readLeadFilter`). */
export const leadFilterSchema = z.object({
  q: searchParam.optional(),
  status: z.enum(LEAD_STATUSES).optional(),
  /** The furthest step reached, at least (the dashboard's funnel links here). */
  reached: z.enum(FUNNEL_STAGES).optional(),
  course: z.enum(COURSES).optional(),
  /** A staff id, "me" or "none". */
  assignee: z
    .string()
    .refine((value) => value === "me" || value === "none" || isRowId(value), 'expected a staff id, "me" or "none"')
    .optional(),
  duplicate: z.enum(["yes", "no"]).optional(),
  source: z.enum(LEAD_SOURCES).optional(),
  utm: text.optional(),
  campaign: text.optional(),
  from: day.optional(),
  to: day.optional(),
  /** "all" is said outright where a counsellor's list would otherwise open on "mine". */
  view: z.enum(["all", "today", "mine", "unassigned", "due", "replied"]).optional(),
  cursor: cursorParam.optional(),
});

export type LeadFilter = z.output<typeof leadFilterSchema>;

/** The filters of a URL, or a 400 naming the first one that does not parse. */
export function readLeadFilter(params: SearchParams): FilterReading<LeadFilter> {
  return readUrlFilter(leadFilterSchema, params);
}

/** The filters back as search parameters (without the cursor), for links and the export. */
export function leadFilterParams(filter: LeadFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (key !== "cursor" && value) params.set(key, value);
  return params;
}

/** `consentedOnly`: for whatever leaves the panel (exports, the list API), no minor's lead awaiting its guardian. */
export function leadWhere(filter: LeadFilter, viewerId: string, { consentedOnly = false } = {}): Prisma.LeadWhereInput {
  const and: Prisma.LeadWhereInput[] = [];
  // A search by name, e-mail or mobile never finds a lead whose contact details are hidden.
  if (filter.q) and.push(personSearch(filter.q, { name: "name", phone: "mobile" }) as Prisma.LeadWhereInput, CONSENTED);
  if (consentedOnly) and.push(CONSENTED);
  if (filter.status) and.push({ status: filter.status });
  if (filter.reached) and.push({ furthestStage: { in: FUNNEL_STAGES.slice(FUNNEL_STAGES.indexOf(filter.reached)) } });
  if (filter.course) and.push({ course: filter.course });
  if (filter.assignee)
    and.push({ assignedToId: filter.assignee === "none" ? null : filter.assignee === "me" ? viewerId : filter.assignee });
  if (filter.duplicate) and.push({ duplicateOfId: filter.duplicate === "yes" ? { not: null } : null });
  if (filter.source) and.push({ source: filter.source });
  if (filter.utm) and.push({ utmSource: { equals: filter.utm, mode: "insensitive" } });
  if (filter.campaign) and.push({ utmCampaign: { equals: filter.campaign, mode: "insensitive" } });
  if (filter.from) and.push({ createdAt: { gte: indiaDayStart(filter.from) } });
  if (filter.to) and.push({ createdAt: { lt: indiaDayStart(filter.to, 1) } });
  if (filter.view === "today") and.push({ createdAt: { gte: indiaDayStart(indiaDate(new Date())) } });
  if (filter.view === "mine") and.push({ assignedToId: viewerId });
  if (filter.view === "unassigned") and.push({ assignedToId: null, status: { in: [...OPEN_STATUSES] } });
  if (filter.view === "due") and.push({ nextFollowUpAt: { lte: new Date() }, status: { in: [...OPEN_STATUSES] } });
  // They wrote on WhatsApp and nobody has answered since (lib/whatsapp/receive.ts).
  if (filter.view === "replied") and.push({ whatsappUnanswered: true });
  return { AND: and };
}

const listColumns = {
  id: true,
  createdAt: true,
  name: true,
  email: true,
  mobile: true,
  course: true,
  percentage: true,
  appearedInExam: true,
  examName: true,
  examPercentage: true,
  status: true,
  source: true,
  duplicateOfId: true,
  nextFollowUpAt: true,
  firstResponseAt: true,
  pagePath: true,
  referrer: true,
  utmSource: true,
  utmMedium: true,
  utmCampaign: true,
  awaitingGuardian: true,
  incomplete: true,
  whatsappUnanswered: true,
  assignedTo: { select: { id: true, name: true } },
} satisfies Prisma.LeadSelect;

/** A lead as staff may see it: a minor's awaiting its guardian without name or contact (lib/privacy/minors/staff-view.ts). */
const shownLead = <Row extends { awaitingGuardian: boolean; name: string; email: string; mobile: string }>(row: Row): Row =>
  forStaff(row, { names: ["name"], contact: ["email", "mobile"] });

export type LeadRow = Prisma.LeadGetPayload<{ select: typeof listColumns }>;

export async function listLeads(
  filter: LeadFilter,
  viewerId: string,
  size = PAGE_SIZE,
  options: { consentedOnly?: boolean } = {},
) {
  const page = await pageNewestFirst(leadWhere(filter, viewerId, options), filter.cursor, size, (query) =>
    prisma.lead.findMany({ ...query, select: listColumns }),
  );
  return { ...page, items: page.items.map(shownLead) };
}

/** How many leads match the filters and view: the Contact List's total. */
export function countLeads(filter: LeadFilter, viewerId: string): Promise<number> {
  return prisma.lead.count({ where: leadWhere(filter, viewerId) });
}

/** The longest "Follow-up due" list shown on one page: a counsellor's overdue calls, never thousands. */
export const DUE_LIST_MAX = 500;

/** The "Follow-up due" view, latest first: the follow-up most overdue at the top. */
export async function listDueFollowUps(filter: LeadFilter, viewerId: string) {
  const items = await prisma.lead.findMany({
    where: leadWhere({ ...filter, view: "due" }, viewerId),
    orderBy: [{ nextFollowUpAt: "asc" }, { id: "asc" }],
    take: DUE_LIST_MAX,
    select: listColumns,
  });
  return { items: items.map(shownLead), nextCursor: null };
}

/** Every lead matching the filters, a batch at a time, for the CSV export (flat memory); none awaiting a guardian. */
export function eachLead(filter: LeadFilter, viewerId: string): AsyncGenerator<LeadRow> {
  return everyItem((cursor, size) => listLeads({ ...filter, cursor }, viewerId, size, { consentedOnly: true }));
}

/** The leads of `ids` (a selection on the Contact List), newest first, for the CSV export; none awaiting a guardian. */
export async function* leadsWithIds(ids: readonly string[]): AsyncGenerator<LeadRow> {
  yield* await prisma.lead.findMany({
    where: { id: { in: [...ids] }, ...CONSENTED },
    orderBy: [...NEWEST_FIRST],
    select: listColumns,
  });
}

/** A lead's page: every field, who it is assigned to, its repeats, its notes and its history. */
export async function getLead(id: string) {
  if (!isRowId(id)) return null;
  const lead = await prisma.lead.findUnique({
    where: { id },
    include: {
      assignedTo: { select: { id: true, name: true } },
      duplicateOf: { select: { id: true, name: true, createdAt: true, awaitingGuardian: true } },
      duplicates: { select: { id: true, name: true, createdAt: true, awaitingGuardian: true }, orderBy: { createdAt: "asc" } },
      notes: {
        orderBy: { createdAt: "desc" },
        select: { id: true, body: true, createdAt: true, author: { select: { name: true } } },
      },
      shortlist: {
        orderBy: { position: "asc" },
        select: {
          id: true,
          seatKey: true,
          institute: true,
          program: true,
          quota: true,
          seatType: true,
          gender: true,
          closingRank: true,
          closingYear: true,
        },
      },
    },
  });
  if (!lead) return null;
  const history = await prisma.auditLog.findMany({
    where: { entityType: "Lead", entityId: id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 200,
    select: { id: true, action: true, before: true, after: true, createdAt: true, actor: { select: { name: true } } },
  });
  // Older assignment entries recorded the account's id: the history names the person.
  // Its repeats are leads too: a minor's among them is named by initials only.
  const named = { names: ["name"], contact: [] } as const;
  return {
    ...shownLead(lead),
    duplicateOf: lead.duplicateOf && forStaff(lead.duplicateOf, named),
    duplicates: lead.duplicates.map((repeat) => forStaff(repeat, named)),
    history: await nameAssignees(history),
  };
}

/** Open leads nobody has: they arrived while no counsellor was on duty. */
export function countUnassigned(): Promise<number> {
  return prisma.lead.count({ where: { assignedToId: null, status: { in: [...OPEN_STATUSES] } } });
}

/** The caller's open leads whose follow-up time has come: the panel's "due" count. */
export function countDueFollowUps(userId: string): Promise<number> {
  return prisma.lead.count({
    where: { assignedToId: userId, nextFollowUpAt: { lte: new Date() }, status: { in: [...OPEN_STATUSES] } },
  });
}

/** Whether a counsellor is taking new leads in turn. */
export async function isOnDuty(userId: string): Promise<boolean> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { onDuty: true } });
  return user?.onDuty ?? false;
}

/** The people a lead can be assigned to: every active account that may work leads. */
export function assignableStaff() {
  return prisma.user.findMany({
    where: { role: { in: holdersOf("leads.work") }, disabledAt: null },
    orderBy: [{ name: "asc" }, { username: "asc" }],
    select: { id: true, name: true, username: true },
  });
}
