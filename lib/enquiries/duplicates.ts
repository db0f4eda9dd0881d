import { utcTimestamp, type Sql } from "@/lib/db";
import type { EnquiryTableName } from "./row";

/** A repeat of the same mobile or e-mail within this window is stored and flagged as a duplicate. */
export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

export function duplicateWindowStart(now: Date = new Date()): Date {
  return new Date(now.getTime() - DUPLICATE_WINDOW_MS);
}

/**
 * Serialises submissions that share an e-mail or a mobile, for the rest of the transaction, so two
 * identical enquiries sent at the same instant cannot both look like the first. Keys are locked
 * in sorted order so two transactions never wait on each other in a cycle.
 */
export async function lockEnquiryKeys(sql: Sql, scope: string, values: string[]): Promise<void> {
  const keys = [...new Set(values.map((value) => `${scope}:${value}`))].sort();
  // One round trip: unnest yields the keys, and the locks are taken, in the array's order.
  await sql.query(`SELECT pg_advisory_xact_lock(hashtextextended(key, 0)) FROM unnest($1::text[]) AS key`, [keys]);
}

/** Where a form's enquiries are kept: the table, and the columns holding the e-mail and the mobile. */
export type EnquiryTable = { table: EnquiryTableName; email: string; mobile: string };

/**
 * The earliest enquiry in `where` with this e-mail or mobile created since `since`. Run it after
 * `lockEnquiryKeys`, as its own statement, so it sees every enquiry committed while it waited.
 */
export async function findEarlier(sql: Sql, where: EnquiryTable, contact: { email: string; mobile: string }, since: Date): Promise<{ id: string } | null> {
  const { rows } = await sql.query<{ id: string }>(
    `SELECT "id" FROM "${where.table}" WHERE ("${where.email}" = $1 OR "${where.mobile}" = $2) AND "createdAt" >= $3 ORDER BY "createdAt" LIMIT 1`,
    [contact.email, contact.mobile, utcTimestamp(since)],
  );
  return rows[0] ?? null;
}
