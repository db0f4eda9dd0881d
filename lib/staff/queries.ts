import { prisma } from "@/lib/db";

/** Every counsellor and admin for the Staff section, active first, then by name. */
export function listStaff() {
  return prisma.user.findMany({
    where: { role: { in: ["COUNSELLOR", "ADMIN"] } },
    orderBy: [{ disabledAt: { sort: "desc", nulls: "first" } }, { name: "asc" }],
    select: { id: true, name: true, username: true, role: true, disabledAt: true, lastLoginAt: true, createdAt: true },
  });
}

export type StaffMember = Awaited<ReturnType<typeof listStaff>>[number];
