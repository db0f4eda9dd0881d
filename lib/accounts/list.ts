/** Registered visitors for staff (User Data, GET /api/auth/register, the export). Never a password hash. */
import type { CsvColumn } from "@/lib/export/csv";
import { prisma } from "@/lib/db";
import { decodeCursor, NEWEST_FIRST, olderThan, toPage } from "@/lib/pagination/keyset";
import { contactSearch } from "@/lib/search/contact";

export type UserListFilter = { q?: string; cursor?: string };

const userColumns = { id: true, createdAt: true, name: true, email: true, mobile: true, lastLoginAt: true } as const;

/** Registered visitors (role USER), newest first; staff accounts live in the Staff section. */
export async function listRegisteredUsers(filter: UserListFilter, size = 50) {
  const rows = await prisma.user.findMany({
    where: { AND: [{ role: "USER" }, contactSearch(filter.q, { name: "name", phone: "mobile" }), olderThan(decodeCursor(filter.cursor))] },
    orderBy: [...NEWEST_FIRST],
    take: size + 1,
    select: userColumns,
  });
  return toPage(rows, size);
}
export type UserRow = Awaited<ReturnType<typeof listRegisteredUsers>>["items"][number];

/** The specification's registered-user record: `_id`, name, email, mobile. */
export const toWireUser = (row: UserRow) => ({ _id: row.id, name: row.name, email: row.email, mobile: row.mobile, createdAt: row.createdAt });

export const userCsvColumns: CsvColumn<UserRow>[] = [
  { header: "Registered", value: (row) => row.createdAt },
  { header: "Name", value: (row) => row.name },
  { header: "E-mail", value: (row) => row.email },
  { header: "Mobile", value: (row) => row.mobile },
  { header: "Last log-in", value: (row) => row.lastLoginAt },
  { header: "Id", value: (row) => row.id },
];
