/**
 * The schedule: which task runs when, in India time. graphile-worker matches cron patterns against
 * UTC, so a time of day here is a matcher that reads the minute in India (UTC+5:30 all year: India
 * keeps no daylight saving, so the shift is exact). Each entry fires once per matching minute
 * across every worker (graphile-worker records the last run of each entry in its schema); one
 * that was missed while no worker ran is made up at the next start within its backfill period.
 * Each scheduled task has a queue of its own, so two runs of it never overlap.
 */
import type { CronItem, TimestampDigest } from "graphile-worker";
import { INDIA_OFFSET_MINUTES } from "@/lib/time/india";
import type { TaskName } from "./tasks";

const HOUR_MS = 3_600_000;

/** A matcher for hh:mm India time, every day. */
export function atIndiaTime(hour: number, minute: number): (digest: TimestampDigest) => boolean {
  return (digest) => {
    const ofDay = (digest.hour * 60 + digest.min + INDIA_OFFSET_MINUTES) % (24 * 60);
    return ofDay === hour * 60 + minute;
  };
}

type ScheduledTask = CronItem & { task: TaskName; identifier: string };

function scheduled(task: TaskName, match: CronItem["match"], backfillMs = 0): ScheduledTask {
  return { task, match, identifier: task, options: { queueName: task, backfillPeriod: backfillMs } };
}

export const crontab: ScheduledTask[] = [
  // Unanswered leads announced to the admins (lib/leads/waiting.ts).
  scheduled("lead-waiting", "* * * * *"),
  // The counsellors' morning digest at 9:00 on office days (lib/leads/digest.ts skips Sundays);
  // made up until the office closes if no worker ran at 9:00.
  scheduled("follow-up-digest", atIndiaTime(9, 0), 9 * HOUR_MS),
  // Retention at 3:00, when the site is quietest; made up later the same day.
  scheduled("privacy-retention", atIndiaTime(3, 0), 21 * HOUR_MS),
  // Meta lead ads the webhook missed, listed from each form's watermark (lib/intake/meta/reconcile.ts).
  scheduled("meta-reconcile", "*/15 * * * *"),
  // Minors' enquiries whose guardian never answered, at the start of each India day.
  scheduled("guardian-consent-expiry", atIndiaTime(0, 0), 24 * HOUR_MS),
  // Jobs of a worker that died go back to the queue (lib/jobs/liveness.ts).
  { task: "release-dead-workers", match: "* * * * *", identifier: "release-dead-workers" },
];
