/** The job queue in tests: what a worker would do now, run to the end without one left running. */
import { runOnce } from "graphile-worker";
import { pgPool } from "@/lib/db";
import { env } from "@/lib/env";
import { taskList } from "@/lib/jobs/tasks";
import { logger } from "@/lib/jobs/worker";
import type { MailTransport } from "@/lib/mail/transport";

/** Runs every job due now, one after another, e-mail through `transport` (graphile-worker's runOnce). */
export async function runDueJobs(transport: MailTransport): Promise<void> {
  await runOnce({ connectionString: env().DATABASE_URL, noHandleSignals: true, logger, taskList: taskList({ transport }) });
}

/** Makes every waiting job due now, as if its back-off had passed. */
export async function makeJobsDue(): Promise<void> {
  await pgPool().query(
    "SELECT graphile_worker.reschedule_jobs(ARRAY(SELECT id FROM graphile_worker.jobs WHERE locked_at IS NULL), run_at := now())",
  );
}
