/** Registered visitors for staff (User Data, GET /api/auth/register, the export). Never a password hash. */
import "server-only";
import type { CsvColumn } from "@/lib/export/csv";
import { prisma } from "@/lib/db";
import { PAGE_SIZE, pageNewestFirst } from "@/lib/pagination/keyset";
import { personSearch, type ListQuery } from "@/lib/search/person";

const userColumns = { id: true, createdAt: true, name: true, email: true, mobile: true, lastLoginAt: true } as const;

/** Registered visitors (role USER), newest first; staff accounts live in the Staff section. */
export function listRegisteredUsers(filter: ListQuery, size = PAGE_SIZE) {
  const where = { AND: [{ role: "USER" as const }, personSearch(filter.q, { name: "name", phone: "mobile" })] };
  return pageNewestFirst(where, filter.cursor, size, (query) => prisma.user.findMany({ ...query, select: userColumns }));
}
export type UserRow = Awaited<ReturnType<typeof listRegisteredUsers>>["items"][number];

/** The specification's registered-user record: `_id`, name, email, mobile. */
export const toWireUser = (row: UserRow) => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  createdAt: row.createdAt,
});

export const userCsvColumns: CsvColumn<UserRow>[] = [
  { header: "Registered", value: (row) => row.createdAt },
  { header: "Name", value: (row) => row.name },
  { header: "E-mail", value: (row) => row.email },
  { header: "Mobile", value: (row) => row.mobile },
  { header: "Last log-in", value: (row) => row.lastLoginAt },
  { header: "Id", value: (row) => row.id },
];
