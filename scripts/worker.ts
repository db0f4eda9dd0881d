// `npm run worker`: a job worker alone (lib/jobs/worker.ts), beside web processes started with
// WORKER=off, on the database DATABASE_URL names (read from the environment or .env, as npm start
// does). SIGTERM or Ctrl-C stops it: the jobs in progress finish, the rest go back to the queue.
import { existsSync } from "node:fs";
import { getPriority, setPriority } from "node:os";

if (existsSync(".env")) process.loadEnvFile(".env");

const { env } = await import("@/lib/env");
const { disconnect } = await import("@/lib/db");
const { log } = await import("@/lib/observability/log");
const { runWorker } = await import("@/lib/jobs/worker");

env();
// Background work yields the CPU to visitors: on a host shared with web processes, a backlog of
// mail to send must not slow the pages and forms down; alone on its host this changes nothing. An
// operator's own lower priority is kept (raising it back is not allowed without privileges).
setPriority(Math.max(getPriority(), 10));
const worker = await runWorker();
log.info("job worker running");
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => {
    log.info({ signal }, "stopping the job worker");
    void worker
      .stop()
      .then(disconnect)
      .finally(() => process.exit(0));
  });
}
