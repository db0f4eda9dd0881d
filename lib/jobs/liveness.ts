/**
 * A crashed worker's jobs go back to the queue within about a minute. graphile-worker keeps the
 * jobs a worker pool has locked for 4 hours unless told the pool is gone (its
 * `force_unlock_workers`), so each pool of ours holds a PostgreSQL advisory lock named after it on
 * a connection of its own while it lives; the connection, and with it the lock, ends with the
 * process however it dies (SIGKILL, a lost machine). The `release-dead-workers` task (every
 * minute) unlocks the jobs of every pool whose lock nobody holds.
 */
import "server-only";
import pg from "pg";
import { pgPool } from "@/lib/db";
import { env } from "@/lib/env";
import { log } from "@/lib/observability/log";

const lockKey = (poolId: string) => `graphile-worker-pool:${poolId}`;
/** A new pool takes its lock within milliseconds of locking its first job: never judge one younger than this. */
const GRACE_SECONDS = 30;
const RECONNECT_MS = 1_000;

/**
 * Holds the pool's lock until `release()`, taking it again after a lost connection (a database
 * restart); `held` resolves once it is first taken.
 */
export function holdLiveness(poolId: string): { held: Promise<void>; release(): Promise<void> } {
  let client: pg.Client | undefined;
  let released = false;
  let taken!: () => void;
  const held = new Promise<void>((resolve) => (taken = resolve));
  const connect = async (): Promise<void> => {
    if (released) return;
    const next = new pg.Client({ connectionString: env().DATABASE_URL });
    next.on("error", (error) => {
      log.warn({ err: error, poolId }, "job worker's liveness connection lost: taking it again");
      client = undefined;
      next.end().catch(() => undefined);
      setTimeout(() => void connect(), RECONNECT_MS).unref();
    });
    try {
      await next.connect();
      await next.query("SELECT pg_advisory_lock(hashtextextended($1, 0))", [lockKey(poolId)]);
      if (released) await next.end();
      else client = next;
      taken();
    } catch (error) {
      next.emit("error", error);
    }
  };
  void connect();
  return {
    held,
    async release() {
      released = true;
      await client?.end().catch(() => undefined);
    },
  };
}

/** Gives back to the queue the jobs locked by pools whose process has died; how many pools. */
export async function releaseDeadWorkers(): Promise<{ deadWorkers: number }> {
  const db = await pgPool().connect();
  try {
    const { rows } = await db.query<{ poolId: string }>(
      `SELECT DISTINCT locked_by AS "poolId" FROM graphile_worker.jobs
        WHERE locked_by IS NOT NULL AND locked_at < now() - make_interval(secs => $1)`,
      [GRACE_SECONDS],
    );
    const dead: string[] = [];
    for (const { poolId } of rows) {
      // Free to take means nobody holds it: the pool's process is gone. Given back at once.
      const { rows: probe } = await db.query<{ free: boolean }>("SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS free", [
        lockKey(poolId),
      ]);
      if (!probe[0]?.free) continue;
      await db.query("SELECT pg_advisory_unlock(hashtextextended($1, 0))", [lockKey(poolId)]);
      dead.push(poolId);
    }
    if (dead.length) {
      await db.query("SELECT graphile_worker.force_unlock_workers($1::text[])", [dead]);
      log.warn({ pools: dead }, "released the jobs of job workers that died");
    }
    return { deadWorkers: dead.length };
  } finally {
    db.release();
  }
}
