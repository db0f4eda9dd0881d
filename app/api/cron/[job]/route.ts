import { env } from "@/lib/env";
import { findJob } from "@/lib/jobs";
import { runJob } from "@/lib/jobs/job";
import { failure, success } from "@/lib/http/outcome";
import { route } from "@/lib/http/route";
import { bearerMatches } from "@/lib/observability/bearer";

/**
 * Runs one scheduled job now, for hosts without a long-lived process (an external scheduler
 * calls it) or an operator; off (404) while CRON_SECRET is unset. 409 while another instance runs it.
 */
export const POST = route({ name: "cron job" }, async ({ request, params }) => {
  const secret = env().CRON_SECRET;
  if (!secret) return failure(404, "Not found.");
  if (!bearerMatches(request.headers, secret)) return failure(401, "A valid cron secret is required.");
  const job = findJob(params.job ?? "");
  if (!job) return failure(404, "There is no job of that name.");
  const result = await runJob(job, "cron");
  if (result.status === "busy") return failure(409, "That job is running on another instance.");
  if (result.status === "failed") return failure(503, "The job failed; the server log has the error.");
  return success("Job run.", { job: job.name, ms: result.ms, counts: result.counts });
});
