import "server-only";
import { insertRows, newRowId, utcTimestamp, type Sql, type SqlRow } from "@/lib/db";

/**
 * Inserts an enquiry: the form's columns (with its marks and attribution), a new id, and the time
 * as both its creation and the moment its notice was shown. Returns the id.
 */
export type EnquiryTableName = "Lead" | "FranchiseEnquiry" | "CareerApplication";

export async function insertEnquiry<Table extends EnquiryTableName>(
  sql: Sql,
  table: Table,
  columns: SqlRow<Table>,
): Promise<string> {
  const [id] = await insertEnquiries(sql, table, [columns]);
  return id!;
}

/** Several enquiries in one statement (the CSV import); their ids, in order. */
export async function insertEnquiries<Table extends EnquiryTableName>(
  sql: Sql,
  table: Table,
  rows: SqlRow<Table>[],
): Promise<string[]> {
  const now = utcTimestamp();
  const stamped = rows.map(
    (columns) =>
      ({ id: newRowId(), ...columns, noticeShownAt: now, createdAt: now, updatedAt: now }) as SqlRow<Table> & { id: string },
  );
  await insertRows(sql, table, stamped);
  return stamped.map((row) => row.id);
}
