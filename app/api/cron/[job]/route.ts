import { env } from "@/lib/env";
import { failure, success } from "@/lib/http/outcome";
import { route } from "@/lib/http/route";
import { crontab } from "@/lib/jobs/crontab";
import { enqueue } from "@/lib/jobs/queue";
import { bearerMatches } from "@/lib/observability/bearer";

/**
 * Runs one scheduled job (lib/jobs/crontab.ts) now, for an external scheduler or an operator: the
 * job goes into its queue, where a worker takes it at once (one at a time, as when scheduled; a
 * call while one waits adds none). Off (404) while CRON_SECRET is unset.
 */
export const POST = route({ name: "cron job" }, async ({ request, params }) => {
  const secret = env().CRON_SECRET;
  if (!secret) return failure(404, "Not found.");
  if (!bearerMatches(request.headers, secret)) return failure(401, "A valid cron secret is required.");
  const item = crontab.find((entry) => entry.identifier === params.job);
  if (!item) return failure(404, "There is no job of that name.");
  const [jobId] = await enqueue(item.task, {}, { jobKey: `cron:${item.task}`, queueName: item.options?.queueName });
  return success("Job queued.", { job: item.task, jobId });
});
