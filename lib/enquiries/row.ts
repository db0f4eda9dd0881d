import { insertRow, newRowId, utcTimestamp, type Sql, type SqlRow } from "@/lib/db";

/**
 * Inserts an enquiry: the form's columns (with its marks and attribution), a new id, and the time
 * as both its creation and the moment its notice was shown. Returns the id.
 */
export type EnquiryTableName = "Lead" | "FranchiseEnquiry" | "CareerApplication";

export async function insertEnquiry<Table extends EnquiryTableName>(sql: Sql, table: Table, columns: SqlRow<Table>): Promise<string> {
  const id = newRowId();
  const now = utcTimestamp();
  await insertRow(sql, table, { id, ...columns, noticeShownAt: now, createdAt: now, updatedAt: now } as SqlRow<Table>);
  return id;
}
