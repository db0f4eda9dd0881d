import "server-only";
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
export async function findEarlier(
  sql: Sql,
  where: EnquiryTable,
  contact: { email: string; mobile: string },
  since: Date,
): Promise<{ id: string } | null> {
  const { rows } = await sql.query<{ id: string }>(
    `SELECT "id" FROM "${where.table}" WHERE ("${where.email}" = $1 OR "${where.mobile}" = $2) AND "createdAt" >= $3 ORDER BY "createdAt" LIMIT 1`,
    [contact.email, contact.mobile, utcTimestamp(since)],
  );
  return rows[0] ?? null;
}

/** Where earlier enquiries were found, by e-mail and by mobile: the first of each since a time. */
export type EarlierEnquiries = Map<string, { id: string; createdAt: Date }>;

/**
 * `findEarlier` for many enquirers at once (the CSV import): the first enquiry since `since` with
 * each of their e-mails and mobiles, in one statement.
 */
export async function findEarlierOfMany(
  sql: Sql,
  where: EnquiryTable,
  contacts: { email: string; mobile: string }[],
  since: Date,
): Promise<EarlierEnquiries> {
  const { rows } = await sql.query<{ key: string; id: string; createdAt: Date }>(
    `SELECT DISTINCT ON (key) key, id, "createdAt" FROM (
        SELECT "${where.email}" AS key, "id", "createdAt" FROM "${where.table}" WHERE "${where.email}" = ANY($1) AND "createdAt" >= $3
        UNION ALL
        SELECT "${where.mobile}", "id", "createdAt" FROM "${where.table}" WHERE "${where.mobile}" = ANY($2) AND "createdAt" >= $3
      ) found ORDER BY key, "createdAt"`,
    [contacts.map((contact) => contact.email), contacts.map((contact) => contact.mobile), utcTimestamp(since)],
  );
  return new Map(rows.map((row) => [row.key, { id: row.id, createdAt: row.createdAt }]));
}

/** The first of the earlier enquiries found with this e-mail or this mobile. */
export function earliestOf(found: EarlierEnquiries, contact: { email: string; mobile: string }): string | undefined {
  const byEmail = found.get(contact.email);
  const byMobile = found.get(contact.mobile);
  if (!byEmail || !byMobile) return (byEmail ?? byMobile)?.id;
  return byEmail.createdAt <= byMobile.createdAt ? byEmail.id : byMobile.id;
}
