import { env } from "@/lib/env";
import { route } from "@/lib/http/route";
import { jsonAnswer } from "@/lib/http/respond";
import { bearerMatches } from "@/lib/observability/bearer";
import { checkReadiness } from "@/lib/observability/readiness";

// Answered afresh on every call, whatever the framework's defaults for GET handlers become.
export const dynamic = "force-dynamic";

/**
 * Whether this instance should get traffic: 200 or 503. The checks (the migration state, the
 * outbox's backlog) only to a caller holding METRICS_TOKEN, as /api/metrics: a load balancer needs
 * the status alone, and anyone else should not learn how the site is doing.
 */
export const GET = route({ name: "readiness", quiet: true }, async ({ request }) => {
  const { ready, checks } = await checkReadiness();
  const token = env().METRICS_TOKEN;
  const detailed = token !== undefined && bearerMatches(request.headers, token);
  return jsonAnswer(ready ? 200 : 503, { status: ready ? "ready" : "not ready", ...(detailed ? { checks } : {}) });
});
