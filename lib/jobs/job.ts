/**
 * One scheduled job: run on a timer in every server process, or by POST /api/cron/<name> on hosts
 * without a long-lived process; claimed once across instances (see `exclusive`). Each run is
 * logged with its duration and counts, and counted in the metrics.
 */
import { log } from "@/lib/observability/log";
import { metrics } from "@/lib/observability/metrics";
import { withAdvisoryLock } from "./lock";

/** What started a run: the job's timer, code that has just made work for it, or the cron endpoint. */
export type Trigger = "timer" | "kick" | "cron";

/** What a run did, as counts (messages sent, rows removed…), for its log line. */
export type JobCounts = Record<string, number>;

export type Job = {
  name: string;
  everyMs: number;
  /**
   * One run at a time across every instance, through an advisory lock. False only for a job that
   * leases its own rows (the outbox: each message goes to one sender, so instances share the work).
   */
  exclusive: boolean;
  /** `signal` aborts at shutdown: a run stops taking new work and gives back what it claimed. */
  run(context: { trigger: Trigger; signal: AbortSignal }): Promise<JobCounts>;
};

export type JobResult = { status: "done"; counts: JobCounts; ms: number } | { status: "busy" } | { status: "failed"; ms: number };

/** One run of `job`, or `busy` when another process holds its lock. Never throws: a failure is logged. */
export async function runJob(job: Job, trigger: Trigger, signal: AbortSignal = new AbortController().signal): Promise<JobResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const work = () => job.run({ trigger, signal });
  try {
    const claim = job.exclusive ? await withAdvisoryLock(`job:${job.name}`, work) : { held: true as const, value: await work() };
    if (!claim.held) {
      metrics.jobRuns.inc({ job: job.name, result: "busy" });
      log.debug({ job: job.name, trigger }, "job busy elsewhere");
      return { status: "busy" };
    }
    const ms = elapsed();
    metrics.jobRuns.inc({ job: job.name, result: "done" });
    // A run that found nothing to do (the outbox's poll, every few seconds) is not worth a line.
    const idle = Object.values(claim.value).every((count) => count === 0);
    log[idle ? "debug" : "info"]({ job: job.name, trigger, ms, ...claim.value }, "job run");
    return { status: "done", counts: claim.value, ms };
  } catch (error) {
    const ms = elapsed();
    metrics.jobRuns.inc({ job: job.name, result: "failed" });
    log.error({ err: error, job: job.name, trigger, ms }, "job failed");
    return { status: "failed", ms };
  }
}
