/** Every scheduled job, by name: what instrumentation.ts starts and POST /api/cron/<name> runs. */
import { intakeDeliveriesJob, metaReconcileJob } from "@/lib/intake/jobs";
import { followUpDigestJob } from "@/lib/leads/digest";
import { leadWaitingJob } from "@/lib/leads/waiting";
import { outboxJob } from "@/lib/mail/worker";
import { guardianExpiryJob } from "@/lib/privacy/guardian";
import { retentionJob } from "@/lib/privacy/retention";
import type { Job } from "./job";

export const jobs: readonly Job[] = [
  outboxJob,
  leadWaitingJob,
  followUpDigestJob,
  retentionJob,
  guardianExpiryJob,
  intakeDeliveriesJob,
  metaReconcileJob,
];

export function findJob(name: string): Job | undefined {
  return jobs.find((job) => job.name === name);
}
