/** Reading the audit log (admins only, at the door): newest first, by person and by entity. */
import { prisma } from "@/lib/db";
import { PAGE_SIZE, pageNewestFirst, type Page } from "@/lib/pagination/keyset";

export type AuditFilter = { actorId?: string; entityType?: string; entityId?: string; cursor?: string };

export type AuditRow = {
  id: string;
  createdAt: Date;
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  actor: { id: string; name: string; username: string | null } | null;
};

export function listAuditEntries(filter: AuditFilter, size = PAGE_SIZE): Promise<Page<AuditRow>> {
  const where = {
    ...(filter.actorId ? { actorId: filter.actorId } : {}),
    ...(filter.entityType ? { entityType: filter.entityType } : {}),
    ...(filter.entityId ? { entityId: filter.entityId } : {}),
  };
  return pageNewestFirst(where, filter.cursor, size, (query) => prisma.auditLog.findMany({
    ...query,
    select: {
      id: true,
      createdAt: true,
      action: true,
      entityType: true,
      entityId: true,
      before: true,
      after: true,
      actor: { select: { id: true, name: true, username: true } },
    },
  }));
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
