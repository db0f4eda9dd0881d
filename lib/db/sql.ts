/**
 * The SQL kit of the hot paths: statements on a pooled connection or inside a Prisma transaction,
 * typed inserts, and the ids and times Prisma would have given a row.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import type { QueryResultRow } from "pg";
import { Prisma } from "@/lib/generated/prisma/client";
import { pgPool } from "./connection";

/**
 * One parameterised statement ($1, $2 …) at a time: a pooled `pg` connection inside
 * `sqlTransaction`, or a Prisma transaction through `viaPrisma`. For the hot paths, where
 * Prisma's per-query work costs more than the query (measured: scripts/bench/leads.ts).
 */
export type Sql = { query<Row extends QueryResultRow>(text: string, values?: unknown[]): Promise<{ rows: Row[] }> };

/** BEGIN … COMMIT on one pooled connection; ROLLBACK when `work` throws. */
export async function sqlTransaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
  const client = await pgPool().connect();
  // A connection that cannot even roll back is broken: released with its error, the pool drops it.
  let broken: Error | undefined;
  try {
    await client.query("BEGIN");
    const result = await work(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    broken = await client.query("ROLLBACK").then(
      () => undefined,
      (rollbackError: Error) => rollbackError,
    );
    throw error;
  } finally {
    client.release(broken);
  }
}

/** The same statements inside a Prisma interactive transaction, for flows that are Prisma otherwise. */
export function viaPrisma(tx: Prisma.TransactionClient): Sql {
  return { query: async (text, values = []) => ({ rows: await tx.$queryRawUnsafe(text, ...values) }) };
}

/**
 * A table or column name of the code's own (a constant from a closed list, never a visitor's) as a
 * quoted identifier inside a `Prisma.sql` statement, whose values stay parameters.
 */
export const sqlName = (name: string): Prisma.Sql => Prisma.raw(`"${name}"`);

/** The tables the SQL path writes, with their columns as Prisma's generated types name them. */
export type TableColumns = {
  Lead: Prisma.LeadUncheckedCreateInput;
  FranchiseEnquiry: Prisma.FranchiseEnquiryUncheckedCreateInput;
  CareerApplication: Prisma.CareerApplicationUncheckedCreateInput;
  StoredFile: Prisma.StoredFileUncheckedCreateInput;
  AuditLog: Prisma.AuditLogUncheckedCreateInput;
  Consent: Prisma.ConsentUncheckedCreateInput;
  GuardianConsent: Prisma.GuardianConsentUncheckedCreateInput;
  LeadSeat: Prisma.LeadSeatUncheckedCreateInput;
  WhatsAppMessage: Prisma.WhatsAppMessageUncheckedCreateInput;
};

/**
 * A row for `Table` as SQL values: only the table's own column names compile (a misspelt one is a
 * type error); the values are whatever `pg` sends (ISO strings for timestamps, JSON as text).
 */
export type SqlRow<Table extends keyof TableColumns> = { [Column in keyof TableColumns[Table]]?: unknown };

/**
 * `INSERT INTO "table" ("column", …) VALUES ($1, …)` from an object of column values. The table
 * and the column names are the code's own, never a visitor's: only the values are parameters.
 */
export function insertRow<Table extends keyof TableColumns>(sql: Sql, table: Table, row: SqlRow<Table>): Promise<void> {
  return insertRows(sql, table, [row]);
}

/** Several rows in one INSERT; a column some rows leave out is NULL in those. Keep rows × columns under 65,535 (PostgreSQL's parameter limit). */
export async function insertRows<Table extends keyof TableColumns>(sql: Sql, table: Table, rows: SqlRow<Table>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const placeholders = rows.map(
    (_, row) => `(${columns.map((_, column) => `$${row * columns.length + column + 1}`).join(", ")})`,
  );
  const values = rows.flatMap((row) => columns.map((column) => (row as Record<string, unknown>)[column] ?? null));
  await sql.query(
    `INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(", ")}) VALUES ${placeholders.join(", ")}`,
    values,
  );
}

/**
 * A `timestamp without time zone` value as Prisma stores one: UTC. (`pg` would send a Date in the
 * server process's local time, and the column would drop the offset.)
 */
export function utcTimestamp(date: Date = new Date()): string {
  return date.toISOString();
}

/**
 * An id for a row written in SQL rather than through Prisma: a random UUID's 32 hex digits.
 * Like Prisma's cuids, lower-case letters and digits only (what `isRowId` accepts).
 */
export function newRowId(): string {
  return randomUUID().replaceAll("-", "");
}
