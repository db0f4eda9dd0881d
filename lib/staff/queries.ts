import "server-only";
import { isStaffRole, STAFF_ROLES } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db";

/** Every counsellor and admin for the Staff section, active first, then by name. */
export async function listStaff() {
  const rows = await prisma.user.findMany({
    where: { role: { in: [...STAFF_ROLES] } },
    orderBy: [{ disabledAt: { sort: "desc", nulls: "first" } }, { name: "asc" }],
    select: {
      id: true,
      name: true,
      username: true,
      email: true,
      role: true,
      disabledAt: true,
      onDuty: true,
      lastLoginAt: true,
      createdAt: true,
      totpEnabledAt: true,
      teamId: true,
    },
  });
  return rows.flatMap((row) => (isStaffRole(row.role) ? [{ ...row, role: row.role }] : []));
}

/** The start page a staff member chose (lib/panel/sections.ts START_PAGES), if any. */
export async function startPageOf(userId: string): Promise<string | null> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { startPage: true } });
  return user?.startPage ?? null;
}
