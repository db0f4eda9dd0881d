import { pgPool } from "@/lib/db";

/**
 * Runs `work` while this process holds the PostgreSQL advisory lock named `key`, on a connection
 * of its own for the whole run; when another process (or another run here) holds it, answers
 * `held: false` at once. The lock belongs to the connection, so a process that dies mid-run
 * never keeps it.
 */
export async function withAdvisoryLock<T>(
  key: string,
  work: () => Promise<T>,
): Promise<{ held: true; value: T } | { held: false }> {
  const client = await pgPool().connect();
  // A connection that could not unlock is discarded (released with the error), which unlocks it.
  let broken: Error | undefined;
  try {
    const { rows } = await client.query<{ locked: boolean }>("SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked", [
      key,
    ]);
    if (!rows[0]?.locked) return { held: false };
    try {
      return { held: true, value: await work() };
    } finally {
      await client.query("SELECT pg_advisory_unlock(hashtextextended($1, 0))", [key]).catch((error: Error) => {
        broken = error;
      });
    }
  } finally {
    client.release(broken);
  }
}
