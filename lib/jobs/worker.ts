/**
 * The job worker: graphile-worker running every task of lib/jobs/tasks.ts and the schedule of
 * lib/jobs/crontab.ts, five jobs at a time. Every web process runs one (instrumentation.ts) unless
 * WORKER=off; `npm run worker` runs one alone. Any number may run against one database: each job
 * goes to one worker, each scheduled run to one. Stopping (SIGTERM) lets the jobs in progress
 * finish and gives the rest back at once, for another worker.
 */
import "server-only";
import { EventEmitter } from "node:events";
import { Logger, parseCronItems, run, type CronItem, type Runner, type WorkerEvents } from "graphile-worker";
import { pgPool } from "@/lib/db";
import { env } from "@/lib/env";
import { configuredTransport, type MailTransport } from "@/lib/mail/transport";
import { log } from "@/lib/observability/log";
import { crontab } from "./crontab";
import { holdLiveness } from "./liveness";
import { taskList } from "./tasks";

/** At most this many jobs at once per worker: five sends in flight, as many as the SMTP pool's connections. */
const CONCURRENCY = 5;
/**
 * graphile-worker's batching (https://worker.graphile.org/docs/performance#batching): the jobs
 * that finish (or fail) in the same tick are completed in one statement, not one each; at 100 leads
 * a second (200 e-mails) that is a good share of the queue's statements. Not its `localQueue`
 * (jobs fetched in batches): one batch can hold several jobs of one named queue and run them at
 * once (graphile/worker#621), and a lead's WhatsApp messages rely on their queue to go in order.
 */
const BATCHING = { completeJobBatchDelay: 0, failJobBatchDelay: 0 };
const RESTART_MS = 5_000;

/**
 * graphile-worker's lines through the site's logger. Its line per finished or failed job only at
 * debug: lib/jobs/tasks.ts logs each run (a failure as a warning) without the job's whole row.
 */
export const logger = new Logger((scope) => (level, message, meta) => {
  const routine = level === "info" || level === "debug" || meta?.failure === true;
  log[routine ? "debug" : level === "error" ? "error" : "warn"]({ worker: scope, ...meta }, message);
});

export type WorkerOptions = {
  /** The mail transport of the `send-email` task (default: SMTP_URL's, or files locally). */
  transport?: MailTransport;
  /** The schedule (default lib/jobs/crontab.ts). */
  schedule?: CronItem[];
};

export type Worker = { events: WorkerEvents; stop(): Promise<void> };

/**
 * Starts a worker; installs or updates the queue's own schema first (graphile-worker's migrations,
 * in `graphile_worker`). Should it stop by itself (the database gone past its retries), it starts
 * again a few seconds later.
 */
export async function runWorker(options: WorkerOptions = {}): Promise<Worker> {
  const events: WorkerEvents = new EventEmitter();
  // A pool's liveness lock (lib/jobs/liveness.ts) lasts as long as the pool.
  const held = new Map<string, ReturnType<typeof holdLiveness>>();
  const pools: string[] = [];
  events.on("pool:create", ({ workerPool }) => {
    pools.push(workerPool.id);
    held.set(workerPool.id, holdLiveness(workerPool.id));
  });
  events.on("pool:release", ({ workerPool }) => {
    void held.get(workerPool.id)?.release();
    held.delete(workerPool.id);
  });
  let stopping = false;
  let runner: Runner | undefined;
  const start = async (): Promise<void> => {
    runner = await run({
      connectionString: env().DATABASE_URL,
      concurrency: CONCURRENCY,
      maxPoolSize: CONCURRENCY + 2,
      // Signals are the process's (lib/process/shutdown.ts), which stops the worker first.
      noHandleSignals: true,
      pollInterval: 1_000,
      preset: { worker: BATCHING },
      logger,
      events,
      taskList: taskList({ transport: options.transport ?? configuredTransport() }),
      parsedCronItems: parseCronItems(options.schedule ?? crontab),
    });
    runner.promise
      .catch(() => undefined)
      .finally(() => {
        if (stopping) return;
        log.error("the job worker stopped by itself: starting it again");
        setTimeout(
          () => void start().catch((error: unknown) => log.error({ err: error }, "the job worker could not start")),
          RESTART_MS,
        ).unref();
      });
  };
  await start();
  return {
    events,
    async stop() {
      stopping = true;
      await runner?.stop();
      // A job whose completion was still on its way when the pool closed stays locked by it: given
      // back now (its handler finds its work done if it was) rather than by another worker's sweep.
      await pgPool().query("SELECT graphile_worker.force_unlock_workers($1::text[])", [pools]);
      await Promise.all([...held.values()].map((lock) => lock.release()));
    },
  };
}

// On globalThis: instrumentation and the route bundles may hold separate copies of this module.
const processWorker = globalThis as unknown as { jobWorker?: { started: Promise<Worker | undefined>; stopping: boolean } };

/**
 * This process's worker (instrumentation.ts), unless WORKER=off. A start that fails (the database
 * not up yet) is tried again every few seconds: the site serves meanwhile.
 */
export function startProcessWorker(): void {
  if (env().WORKER === "off" || processWorker.jobWorker) return;
  const state = { stopping: false, started: Promise.resolve<Worker | undefined>(undefined) };
  const attempt = (): Promise<Worker | undefined> =>
    runWorker().catch(async (error: unknown) => {
      log.error({ err: error }, "the job worker could not start: trying again");
      await new Promise((resolve) => setTimeout(resolve, RESTART_MS));
      return state.stopping ? undefined : attempt();
    });
  state.started = attempt();
  processWorker.jobWorker = state;
}

/** Stops this process's worker, if it runs one: the jobs in progress finish, the rest are given back. */
export async function stopProcessWorker(): Promise<void> {
  const state = processWorker.jobWorker;
  processWorker.jobWorker = undefined;
  if (!state) return;
  state.stopping = true;
  await (await state.started)?.stop();
}
