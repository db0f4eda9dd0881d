import { randomUUID } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { Pool, type QueryResultRow } from "pg";
import { PrismaClient, type Prisma } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { log } from "@/lib/observability/log";

type Db = { pool: Pool; prisma: PrismaClient };

// One pool per process, shared by Prisma and rate-limiter-flexible; kept on globalThis so
// dev-server reloads do not open a new pool each time.
const globalForDb = globalThis as unknown as { db?: Db };

function connect(): Db {
  // A caller waits at most 5 s for a connection: while the database is down, a visitor gets a 503
  // at once rather than a hanging request.
  // Every session in UTC: the SQL path's now() and timestamp casts then agree with Prisma and
  // utcTimestamp, whatever the server's default time zone.
  const pool = new Pool({ connectionString: env().DATABASE_URL, max: 10, connectionTimeoutMillis: 5_000, options: "-c TimeZone=UTC" });
  // An idle connection that the server drops (a restart, a network cut) is discarded and replaced
  // on the next checkout; without this listener the error would end the process.
  pool.on("error", (error) => log.warn({ err: error }, "idle database connection lost"));
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
  return { pool, prisma };
}

function db(): Db {
  globalForDb.db ??= connect();
  return globalForDb.db;
}

/** Connects on first use, so importing a module that queries does not need a database. */
export const prisma: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const client = db().prisma;
    const value: unknown = Reflect.get(client, property);
    return typeof value === "function" ? value.bind(client) : value;
  },
});

export function pgPool(): Pool {
  return db().pool;
}

export async function disconnect(): Promise<void> {
  const current = globalForDb.db;
  globalForDb.db = undefined;
  if (!current) return;
  await current.prisma.$disconnect();
  await current.pool.end().catch(() => undefined);
}

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

/** The tables the SQL path writes, with their columns as Prisma's generated types name them. */
export type TableColumns = {
  Lead: Prisma.LeadUncheckedCreateInput;
  FranchiseEnquiry: Prisma.FranchiseEnquiryUncheckedCreateInput;
  CareerApplication: Prisma.CareerApplicationUncheckedCreateInput;
  StoredFile: Prisma.StoredFileUncheckedCreateInput;
  AuditLog: Prisma.AuditLogUncheckedCreateInput;
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
export async function insertRow<Table extends keyof TableColumns>(sql: Sql, table: Table, row: SqlRow<Table>): Promise<void> {
  const columns = Object.keys(row);
  const placeholders = columns.map((_, index) => `$${index + 1}`);
  await sql.query(`INSERT INTO "${table}" (${columns.map((column) => `"${column}"`).join(", ")}) VALUES (${placeholders.join(", ")})`, Object.values(row));
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
