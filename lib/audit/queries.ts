/** Reading the audit log (admins only, at the door): newest first, by person and by entity. */
import "server-only";
import { prisma } from "@/lib/db";
import { PAGE_SIZE, pageNewestFirst, type Page } from "@/lib/pagination/keyset";
import { adminSections, leadHref } from "@/lib/panel/sections";
import { actionInWords, asRecord, changesInWords, recordKindInWords, type Change } from "./words";

export type AuditFilter = { actorId?: string; entityType?: string; entityId?: string; cursor?: string };

type Account = { id: string; name: string; username: string | null; email: string | null; role: string };

export type AuditRow = {
  id: string;
  createdAt: Date;
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  actor: Account | null;
};

const accountSelect = { id: true, name: true, username: true, email: true, role: true } as const;

export function listAuditEntries(filter: AuditFilter, size = PAGE_SIZE): Promise<Page<AuditRow>> {
  const where = {
    ...(filter.actorId ? { actorId: filter.actorId } : {}),
    ...(filter.entityType ? { entityType: filter.entityType } : {}),
    ...(filter.entityId ? { entityId: filter.entityId } : {}),
  };
  return pageNewestFirst(where, filter.cursor, size, (query) =>
    prisma.auditLog.findMany({
      ...query,
      select: {
        id: true,
        createdAt: true,
        action: true,
        entityType: true,
        entityId: true,
        before: true,
        after: true,
        actor: { select: accountSelect },
      },
    }),
  );
}

/** A person or record by name, with the panel page that lists it (null: nowhere to go). */
export type NamedLink = { label: string; href: string | null };

export type DescribedAuditRow = {
  id: string;
  createdAt: Date;
  actor: NamedLink | null;
  words: string;
  subject: NamedLink | null;
  changes: Change[];
};

/** A visitor is found in User Data by their e-mail; staff are listed in Staff. */
const accountLink = (account: Account): NamedLink => ({
  label: account.username ? `${account.name} (${account.username})` : account.name,
  href:
    account.role === "USER"
      ? account.email
        ? `${adminSections.users.href}?q=${encodeURIComponent(account.email)}`
        : adminSections.users.href
      : adminSections.staff.href,
});

const idsOf = (rows: AuditRow[], type: string) => [
  ...new Set(rows.flatMap((row) => (row.entityType === type && row.entityId ? [row.entityId] : []))),
];

/** The name a record had in the entry itself (a deleted blog's title), for records no longer there. */
function recordedName(row: AuditRow): string | null {
  for (const side of [row.after, row.before]) {
    const values = asRecord(side);
    const name = values?.title ?? values?.name;
    if (typeof name === "string" && name) return name;
  }
  return null;
}

/**
 * A page of entries in words: who (with a link), what, on which record (by name, with a link),
 * and each change. The names come from one query per kind of record on the page, not one per entry.
 */
export async function describeAuditEntries(rows: AuditRow[]): Promise<DescribedAuditRow[]> {
  const named = await nameAssignees(rows);
  const [leads, users, blogs, colleges] = await Promise.all([
    lookUp(idsOf(rows, "Lead"), (ids) => prisma.lead.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } })),
    lookUp(idsOf(rows, "User"), (ids) => prisma.user.findMany({ where: { id: { in: ids } }, select: accountSelect })),
    lookUp(idsOf(rows, "Blog"), (ids) => prisma.blog.findMany({ where: { id: { in: ids } }, select: { id: true, title: true } })),
    lookUp(idsOf(rows, "College"), (ids) =>
      prisma.college.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } }),
    ),
  ]);

  function subject(row: AuditRow): NamedLink | null {
    const kind = recordKindInWords(row.entityType);
    if (!row.entityId) return row.entityType === "User" ? null : { label: kind, href: null };
    const id = row.entityId;
    const lead = leads.get(id);
    if (row.entityType === "Lead" && lead) return { label: `Lead: ${lead.name}`, href: leadHref(id) };
    const user = users.get(id);
    if (row.entityType === "User" && user) return { ...accountLink(user), label: `Account: ${accountLink(user).label}` };
    const blog = blogs.get(id);
    if (row.entityType === "Blog" && blog) return { label: `Blog: ${blog.title}`, href: adminSections.blogList.href };
    const college = colleges.get(id);
    if (row.entityType === "College" && college)
      return { label: `College: ${college.name}`, href: adminSections.collegeList.href };
    if (row.entityType === "AssignmentRule" || row.entityType === "LeadFlowSettings") return { label: kind, href: null };
    if (row.entityType === "PrivacySettings") return { label: kind, href: adminSections.privacySettings.href };
    if (row.entityType === "BreachRecord") return { label: kind, href: adminSections.breaches.href };
    const recorded = recordedName(row);
    return { label: recorded ? `${kind}: ${recorded} (no longer there)` : `${kind} no longer there`, href: null };
  }

  return named.map((row) => ({
    id: row.id,
    createdAt: row.createdAt,
    actor: row.actor ? accountLink(row.actor) : null,
    words: actionInWords(row.action),
    subject: subject(row),
    changes: changesInWords(row.before, row.after),
  }));
}

async function lookUp<Row extends { id: string }>(
  ids: string[],
  find: (ids: string[]) => Promise<Row[]>,
): Promise<Map<string, Row>> {
  if (ids.length === 0) return new Map();
  return new Map((await find(ids)).map((row) => [row.id, row]));
}

/**
 * Older assignment entries recorded the account's id (`assignedToId`); newer ones its name
 * (`assignedTo`). Rewrites the old into the new, with one query for every entry given.
 */
export async function nameAssignees<Entry extends { before: unknown; after: unknown }>(entries: Entry[]): Promise<Entry[]> {
  const ids = [
    ...new Set(
      entries.flatMap((entry) =>
        [entry.before, entry.after].flatMap((side) => {
          const id = asRecord(side)?.assignedToId;
          return typeof id === "string" ? [id] : [];
        }),
      ),
    ),
  ];
  if (ids.length === 0) return entries;
  const names = new Map(
    (await prisma.user.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } })).map((user) => [
      user.id,
      user.name,
    ]),
  );
  const rename = (side: unknown): unknown => {
    const values = asRecord(side);
    if (!values || !("assignedToId" in values)) return side;
    const { assignedToId, ...rest } = values;
    return {
      ...rest,
      assignedTo: typeof assignedToId === "string" ? (names.get(assignedToId) ?? "an account no longer there") : null,
    };
  };
  return entries.map((entry) => ({ ...entry, before: rename(entry.before), after: rename(entry.after) }));
}

/** What the filters offer: the people who acted and the kinds of entity changed. */
export async function auditFilterChoices() {
  const [actors, entityTypes] = await Promise.all([
    prisma.user.findMany({
      where: { auditEntries: { some: {} } },
      orderBy: { name: "asc" },
      select: { id: true, name: true, username: true, email: true },
    }),
    prisma.auditLog.findMany({ distinct: ["entityType"], orderBy: { entityType: "asc" }, select: { entityType: true } }),
  ]);
  return { actors, entityTypes: entityTypes.map((row) => row.entityType) };
}
