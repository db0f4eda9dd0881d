/** Every scheduled job, by name: what instrumentation.ts starts and POST /api/cron/<name> runs. */
import { outboxJob } from "@/lib/mail/worker";
import type { Job } from "./job";

export const jobs: readonly Job[] = [outboxJob];

export function findJob(name: string): Job | undefined {
  return jobs.find((job) => job.name === name);
}
