import { insertRow, newRowId, utcTimestamp, type Sql } from "@/lib/db";

/**
 * Inserts an enquiry: the form's columns (with its marks and attribution), a new id, and the time
 * as both its creation and the moment its notice was shown. Returns the id.
 */
export async function insertEnquiry(sql: Sql, table: string, columns: Record<string, unknown>): Promise<string> {
  const id = newRowId();
  const now = utcTimestamp();
  await insertRow(sql, table, { id, ...columns, noticeShownAt: now, createdAt: now, updatedAt: now });
  return id;
}
