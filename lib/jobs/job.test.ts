import { afterAll, describe, expect, it } from "vitest";
import { disconnect } from "@/lib/db";
import { metrics } from "@/lib/observability/metrics";
import { runJob, type Job } from "./job";

afterAll(disconnect);

/** A promise and the function that settles it. */
function latch() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** A job that counts its runs and, in its first run, waits at a gate the test opens. */
function gatedJob(name: string, exclusive: boolean) {
  const entered = latch();
  const gate = latch();
  let runs = 0;
  const job: Job = {
    name,
    everyMs: 60_000,
    exclusive,
    async run() {
      runs++;
      if (runs === 1) {
        entered.open();
        await gate.opened;
      }
      return { done: 1 };
    },
  };
  return { job, entered: entered.opened, release: gate.open, runs: () => runs };
}

describe("scheduled jobs", () => {
  it("run an exclusive job once while another run (another process's, on another connection) holds its lock", async () => {
    const { job, entered, release, runs } = gatedJob("exclusive-test", true);
    const first = runJob(job, "timer");
    await entered;
    // The same job from a second session, as a second instance would try it.
    expect(await runJob(job, "cron")).toEqual({ status: "busy" });
    release();
    expect(await first).toMatchObject({ status: "done", counts: { done: 1 } });
    expect(runs()).toBe(1);
    // The lock was given back: the next run claims it.
    expect(await runJob(job, "cron")).toMatchObject({ status: "done" });
    expect(runs()).toBe(2);
  });

  it("let a job that leases its own rows run in several places at once", async () => {
    const { job, entered, release, runs } = gatedJob("shared-test", false);
    const first = runJob(job, "timer");
    await entered;
    expect(await runJob(job, "cron")).toMatchObject({ status: "done" });
    release();
    await first;
    expect(runs()).toBe(2);
  });

  it("report a failed run, count it, and free the lock for the next", async () => {
    const failing: Job = { name: "failing-test", everyMs: 60_000, exclusive: true, run: () => Promise.reject(new Error("boom")) };
    expect(await runJob(failing, "cron")).toMatchObject({ status: "failed" });
    expect(await runJob(failing, "cron")).toMatchObject({ status: "failed" });
    const counted = (await metrics.jobRuns.get()).values.find(
      (value) => value.labels.job === "failing-test" && value.labels.result === "failed",
    );
    expect(counted?.value).toBe(2);
  });
});
