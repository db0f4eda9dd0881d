import { route } from "@/lib/http/route";
import { jsonAnswer } from "@/lib/http/respond";
import { checkReadiness } from "@/lib/observability/readiness";

// Answered afresh on every call, whatever the framework's defaults for GET handlers become.
export const dynamic = "force-dynamic";

/** Whether this instance should get traffic: 200 or 503 with the checks that failed. */
export const GET = route({ name: "readiness", quiet: true }, async () => {
  const { ready, checks } = await checkReadiness();
  return jsonAnswer(ready ? 200 : 503, { status: ready ? "ready" : "not ready", checks });
});
