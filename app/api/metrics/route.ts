import { env } from "@/lib/env";
import { failure } from "@/lib/http/outcome";
import { route } from "@/lib/http/route";
import { NO_STORE } from "@/lib/http/respond";
import { bearerMatches } from "@/lib/observability/bearer";
import { metrics } from "@/lib/observability/metrics";

// Answered afresh on every call, whatever the framework's defaults for GET handlers become.
export const dynamic = "force-dynamic";

/** Prometheus' text format, for a scraper holding METRICS_TOKEN; off (404) while it is unset. */
export const GET = route({ name: "metrics", quiet: true }, async ({ request }) => {
  const token = env().METRICS_TOKEN;
  if (!token) return failure(404, "Not found.");
  if (!bearerMatches(request.headers, token)) return failure(401, "A valid metrics token is required.");
  return new Response(await metrics.registry.metrics(), {
    headers: { ...NO_STORE, "Content-Type": metrics.registry.contentType },
  });
});
