/**
 * The jobs this process runs: once when started (instrumentation.ts), then every `everyMs`, until
 * SIGTERM stops them. A job never overlaps itself here: a trigger that arrives during a run makes
 * one more run after it.
 */
import { runJob, type Job, type JobResult } from "./job";

type Scheduled = {
  job: Job;
  timer: NodeJS.Timeout;
  controller: AbortController;
  running?: Promise<JobResult | undefined>;
  again: boolean;
};

// On globalThis: instrumentation and the route bundles may hold separate copies of this module.
const scheduled: Map<string, Scheduled> = ((globalThis as unknown as { jobSchedule?: Map<string, Scheduled> }).jobSchedule ??=
  new Map());

/** Runs a started job now (or once more after the run in progress); does nothing if it is not started here. */
export function triggerJob(name: string, trigger: "timer" | "kick"): void {
  const entry = scheduled.get(name);
  if (!entry) return;
  if (entry.running) {
    entry.again = true;
    return;
  }
  entry.running = (async () => {
    let result: JobResult | undefined;
    do {
      entry.again = false;
      result = await runJob(entry.job, trigger, entry.controller.signal);
    } while (entry.again && !entry.controller.signal.aborted);
    return result;
  })().finally(() => {
    entry.running = undefined;
  });
}

export function startJob(job: Job): void {
  if (scheduled.has(job.name)) return;
  const timer = setInterval(() => triggerJob(job.name, "timer"), job.everyMs);
  timer.unref();
  scheduled.set(job.name, { job, timer, controller: new AbortController(), again: false });
  triggerJob(job.name, "kick");
}

/** Stops the timer, aborts the run in progress (it gives back what it claimed) and waits for it. */
export async function stopJob(name: string): Promise<void> {
  const entry = scheduled.get(name);
  if (!entry) return;
  scheduled.delete(name);
  clearInterval(entry.timer);
  entry.controller.abort();
  await entry.running;
}

export function startJobs(jobs: readonly Job[]): void {
  for (const job of jobs) startJob(job);
}

export async function stopJobs(): Promise<void> {
  await Promise.all([...scheduled.keys()].map(stopJob));
}
