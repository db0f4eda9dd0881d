/** The database connection: one pg pool per process, shared by Prisma and the SQL path. */
import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { Pool } from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
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
  const pool = new Pool({
    connectionString: env().DATABASE_URL,
    max: 10,
    connectionTimeoutMillis: 5_000,
    options: "-c TimeZone=UTC",
  });
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
