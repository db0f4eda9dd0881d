import { JSON_BODY_LIMIT_BYTES, readJsonObject } from "@/lib/http/request-body";
import { jsonAnswer } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { signInStaff } from "@/lib/staff/sign-in";

/**
 * POST /api/admin/ `{ username, password }`: the staff log-in. Answers `{ authenticated: true }`
 * with the session cookie, or `{ authenticated: false, error, message }` with 400, 401, 403, 415 or
 * 429 (clients of the old API read `error`).
 */
export const POST = route({ name: "staff log-in" }, async ({ request }) => {
  const body = await readJsonObject(request, JSON_BODY_LIMIT_BYTES);
  const outcome = body.ok ? await signInStaff(body.value) : body;
  if (outcome.ok) return jsonAnswer(200, { authenticated: true });
  const retry: Record<string, string> = outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : {};
  return jsonAnswer(outcome.status, { authenticated: false, error: outcome.message, message: outcome.message }, retry);
});
