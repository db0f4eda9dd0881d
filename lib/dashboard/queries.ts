/**
 * The dashboard's figures, each one aggregate query over the range's leads (indexed by creation
 * time), never a scan per chart: leads per day by form, the funnel of steps reached, each
 * counsellor's speed and results, the top courses, campaigns and pages. An admin sees everyone; a
 * counsellor's charts are their own leads, with the team's headline figures beside theirs.
 */
import "server-only";
import { prisma } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { LEAD_SOURCES } from "@/lib/leads/constants";
import { FUNNEL_STAGES, OPEN_STATUSES } from "@/lib/leads/pipeline";
import { indiaDaySql } from "@/lib/time/india-sql";
import { daysOf, type DateRange } from "./range";

export type Source = (typeof LEAD_SOURCES)[number];

/** Whose leads, and which campaign's: the scope every figure is counted in. */
export type Scope = { range: DateRange; assignedToId?: string; utmSource?: string; utmCampaign?: string };

/** The range and filters as SQL, on the lead table aliased `l`. */
function where(scope: Scope): Prisma.Sql {
  const conditions = [Prisma.sql`l."createdAt" >= ${scope.range.start} AND l."createdAt" < ${scope.range.end}`];
  if (scope.assignedToId) conditions.push(Prisma.sql`l."assignedToId" = ${scope.assignedToId}`);
  if (scope.utmSource) conditions.push(Prisma.sql`lower(l."utmSource") = lower(${scope.utmSource})`);
  if (scope.utmCampaign) conditions.push(Prisma.sql`lower(l."utmCampaign") = lower(${scope.utmCampaign})`);
  return Prisma.join(conditions, " AND ");
}

/** An India day of a lead's creation, as YYYY-MM-DD. */
const INDIA_DAY = indiaDaySql(Prisma.sql`l."createdAt"`);

export type DayCount = { day: string } & Record<Source, number>;

export async function leadsPerDay(scope: Scope): Promise<DayCount[]> {
  const rows = await prisma.$queryRaw<{ day: string; source: Source; leads: number }[]>`
    SELECT ${INDIA_DAY} AS day, l.source::text AS source, count(*)::int AS leads
      FROM "Lead" l WHERE ${where(scope)} GROUP BY 1, 2`;
  const byDay = new Map(
    daysOf(scope.range).map((day) => [
      day,
      { day, ...Object.fromEntries(LEAD_SOURCES.map((source) => [source, 0])) } as DayCount,
    ]),
  );
  for (const row of rows) {
    const entry = byDay.get(row.day);
    if (entry) entry[row.source] = row.leads;
  }
  return [...byDay.values()];
}

/** `fromPrevious`: the share of the step before that got this far; null for the first step and after an empty one. */
export type FunnelStep = { stage: (typeof FUNNEL_STAGES)[number]; leads: number; fromPrevious: number | null };

/** How many leads reached each step (and stayed or went on), with the share of the step before. */
export async function funnel(scope: Scope): Promise<{ steps: FunnelStep[]; notInterested: number }> {
  const [row] = await prisma.$queryRaw<Record<string, number>[]>`
    SELECT ${Prisma.join(
      FUNNEL_STAGES.map(
        (stage) =>
          Prisma.sql`count(*) FILTER (WHERE l."furthestStage" >= ${stage}::"LeadStatus")::int AS ${Prisma.raw(`"${stage}"`)}`,
      ),
    )}, count(*) FILTER (WHERE l.status = 'NOT_INTERESTED')::int AS "notInterested"
      FROM "Lead" l WHERE ${where(scope)}`;
  const steps = FUNNEL_STAGES.map((stage, index) => {
    const previous = index === 0 ? null : row![FUNNEL_STAGES[index - 1]!]!;
    // No share of a step nobody reached.
    return { stage, leads: row![stage]!, fromPrevious: previous ? row![stage]! / previous : null };
  });
  return { steps, notInterested: row!.notInterested! };
}

export type CounsellorFigures = {
  id: string | null;
  name: string;
  assigned: number;
  /** Time to first response, in whole seconds, over the leads answered; null when none was. */
  medianResponseSeconds: number | null;
  p90ResponseSeconds: number | null;
  enrolled: number;
  /** Follow-ups past due today, whatever the range (a to-do, not a history). */
  overdue: number;
};

export async function perCounsellor(scope: Scope, now = new Date()): Promise<CounsellorFigures[]> {
  const open = OPEN_STATUSES.map((status) => Prisma.sql`${status}::"LeadStatus"`);
  const rows = await prisma.$queryRaw<(Omit<CounsellorFigures, "name"> & { name: string | null })[]>`
    WITH ranged AS (
      SELECT l."assignedToId" AS id, count(*)::int AS assigned,
             round(percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM l."firstResponseAt" - l."createdAt")))::int AS "medianResponseSeconds",
             round(percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM l."firstResponseAt" - l."createdAt")))::int AS "p90ResponseSeconds",
             count(*) FILTER (WHERE l."furthestStage" = 'ENROLLED')::int AS enrolled
        FROM "Lead" l WHERE ${where(scope)} GROUP BY 1
    ), due AS (
      SELECT l."assignedToId" AS id, count(*)::int AS overdue
        FROM "Lead" l WHERE l."nextFollowUpAt" < ${now} AND l.status IN (${Prisma.join(open)})
        ${scope.assignedToId ? Prisma.sql`AND l."assignedToId" = ${scope.assignedToId}` : Prisma.empty}
       GROUP BY 1
    )
    SELECT r.id, u.name, r.assigned, r."medianResponseSeconds", r."p90ResponseSeconds", r.enrolled, coalesce(d.overdue, 0)::int AS overdue
      FROM ranged r LEFT JOIN due d ON d.id IS NOT DISTINCT FROM r.id LEFT JOIN "User" u ON u.id = r.id
     ORDER BY r.assigned DESC, u.name`;
  return rows.map((row) => ({ ...row, name: row.id === null ? "Unassigned" : (row.name ?? "Removed account") }));
}

export type Ranked = { label: string; leads: number; enrolled: number };

const TOP = 8;

/**
 * The top values of a column by leads, with the enrolments among them. Leads without a value (a
 * WhatsApp or ad lead that named no course) are left out, not ranked under an empty label.
 */
async function top(scope: Scope, column: Prisma.Sql): Promise<Ranked[]> {
  return prisma.$queryRaw<Ranked[]>`
    SELECT ${column} AS label, count(*)::int AS leads, count(*) FILTER (WHERE l."furthestStage" = 'ENROLLED')::int AS enrolled
      FROM "Lead" l WHERE ${where(scope)} AND nullif(btrim(${column}), '') IS NOT NULL
     GROUP BY 1 ORDER BY leads DESC, enrolled DESC, label LIMIT ${TOP}`;
}

export const topCourses = (scope: Scope) => top(scope, Prisma.sql`l.course`);
export const topCampaigns = (scope: Scope) => top(scope, Prisma.sql`l."utmCampaign"`);
export const topPages = (scope: Scope) => top(scope, Prisma.sql`l."pagePath"`);

export type Headline = {
  leads: number;
  answered: number;
  medianResponseSeconds: number | null;
  enrolled: number;
  overdue: number;
};

/** The figures at the top of the page: for the scope, and (for a counsellor) for the whole team beside it. */
export async function headline(scope: Scope, now = new Date()): Promise<Headline> {
  const open = OPEN_STATUSES.map((status) => Prisma.sql`${status}::"LeadStatus"`);
  const [row] = await prisma.$queryRaw<Headline[]>`
    SELECT count(*)::int AS leads, count(l."firstResponseAt")::int AS answered,
           round(percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM l."firstResponseAt" - l."createdAt")))::int AS "medianResponseSeconds",
           count(*) FILTER (WHERE l."furthestStage" = 'ENROLLED')::int AS enrolled,
           (SELECT count(*)::int FROM "Lead" l WHERE l."nextFollowUpAt" < ${now} AND l.status IN (${Prisma.join(open)})
              ${scope.assignedToId ? Prisma.sql`AND l."assignedToId" = ${scope.assignedToId}` : Prisma.empty}) AS overdue
      FROM "Lead" l WHERE ${where(scope)}`;
  return row!;
}

export type Dashboard = {
  headline: Headline;
  /** A counsellor's view: the team's headline beside their own. */
  team: Headline | null;
  perDay: DayCount[];
  funnel: Awaited<ReturnType<typeof funnel>>;
  counsellors: CounsellorFigures[] | null;
  courses: Ranked[];
  campaigns: Ranked[];
  pages: Ranked[];
};

/** Everything the page shows, at once. `own` narrows it to one counsellor's leads. */
export async function dashboard(scope: Omit<Scope, "assignedToId">, own: string | null, now = new Date()): Promise<Dashboard> {
  const mine: Scope = own ? { ...scope, assignedToId: own } : scope;
  const [mineHeadline, team, perDay, steps, counsellors, courses, campaigns, pages] = await Promise.all([
    headline(mine, now),
    own ? headline(scope, now) : null,
    leadsPerDay(mine),
    funnel(mine),
    own ? null : perCounsellor(scope, now),
    topCourses(mine),
    topCampaigns(mine),
    topPages(mine),
  ]);
  return { headline: mineHeadline, team, perDay, funnel: steps, counsellors, courses, campaigns, pages };
}
