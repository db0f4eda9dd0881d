/**
 * Adding jobs to the one job queue (graphile-worker, in the `graphile_worker` schema of the site's
 * database). Give `tx` to add a job inside the transaction that writes the row it is about: the
 * job then exists exactly when the row does (rolled back with it). Workers hear of new jobs
 * through PostgreSQL's NOTIFY at commit, so one starts within milliseconds. What each task does is
 * in lib/jobs/tasks.ts; the schedule in lib/jobs/crontab.ts.
 */
import "server-only";
import { pgPool, viaPrisma, type Sql } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { TaskName } from "./tasks";

export type EnqueueOptions = {
  /** The caller's transaction: a Prisma transaction client or the SQL kit's (lib/db). */
  tx?: Prisma.TransactionClient | Sql;
  /** At most one waiting job per key: adding another with the same key replaces the waiting one. */
  jobKey?: string;
  /** `preserve_run_at`: a waiting job of the same key keeps its time (the rest is replaced). */
  jobKeyMode?: "replace" | "preserve_run_at";
  /** Not before this time (default: now). */
  runAt?: Date;
  /** Tries before it is given up (default 25; a failed try is retried after e^attempts seconds, at most e^10, about 6 h). */
  maxAttempts?: number;
  /** Jobs of one queue run one at a time, across every worker: one queue for all, or each payload's own. */
  queueName?: string | ((payload: object) => string);
};

function sqlOf(tx: EnqueueOptions["tx"]): Sql {
  if (!tx) return pgPool();
  return "$queryRawUnsafe" in tx ? viaPrisma(tx) : tx;
}

/**
 * graphile-worker's `add_jobs` (as its own `addJobs` calls it) over the job specs in parameter `$n`
 * and `preserve_run_at` in `$n+1`, for a statement that writes a row and adds its job at once.
 */
export const addJobsCall = (n: number) =>
  `graphile_worker.add_jobs(ARRAY(SELECT json_populate_recordset(NULL::graphile_worker.job_spec, $${n}::json)), $${n + 1}::boolean)`;

/** The parameters of `addJobsCall`: one job for `task` per payload. A `jobKey` names one job, so give it with one payload. */
export function jobSpecs(task: TaskName, payloads: object[], options: Omit<EnqueueOptions, "tx"> = {}): [string, boolean] {
  if (options.jobKey && payloads.length > 1) throw new Error("A job key names one job: enqueue one payload with it.");
  const specs = payloads.map((payload) => ({
    identifier: task,
    payload,
    queue_name: typeof options.queueName === "function" ? options.queueName(payload) : options.queueName,
    run_at: options.runAt?.toISOString(),
    max_attempts: options.maxAttempts,
    job_key: options.jobKey,
  }));
  return [JSON.stringify(specs), options.jobKeyMode === "preserve_run_at"];
}

/** Adds one job for `task` per payload, in one statement; their ids. */
export async function enqueue(task: TaskName, payloads: object | object[], options: EnqueueOptions = {}): Promise<string[]> {
  const list = Array.isArray(payloads) ? payloads : [payloads];
  if (list.length === 0) return [];
  const { rows } = await sqlOf(options.tx).query<{ id: string }>(
    `SELECT id::text AS id FROM ${addJobsCall(1)}`,
    jobSpecs(task, list, options),
  );
  return rows.map((row) => row.id);
}
