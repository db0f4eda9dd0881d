import { JSON_BODY_LIMIT_BYTES, readJsonObject } from "@/lib/http/request-body";
import { jsonAnswer } from "@/lib/http/respond";
import { route } from "@/lib/http/route";
import { signInStaff } from "@/lib/staff/sign-in";

/**
 * POST /api/admin/ `{ username, password, code?, newPassword? }`: the staff log-in. Answers
 * `{ authenticated: true }` with the session cookie, or `{ authenticated: false, error, message }`
 * with 400, 401, 403, 415 or 429 (clients of the old API read `error`). A password alone is
 * answered 401 with what else is needed: `secondFactor: "required"` (send `code`, from the app or
 * a recovery code), `secondFactor: "enrol"` with `enrolment` (a new key, its otpauth URI and QR
 * code, ten recovery codes: send a code from it) or `passwordChange: "required"` (send `newPassword`).
 */
export const POST = route({ name: "staff log-in" }, async ({ request }) => {
  const body = await readJsonObject(request, JSON_BODY_LIMIT_BYTES);
  const outcome = body.ok ? await signInStaff(body.value) : body;
  if (outcome.ok) return jsonAnswer(200, { authenticated: true });
  const retry: Record<string, string> = outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : {};
  const step = ("step" in outcome && outcome.step) || {};
  const errors = Object.keys(outcome.errors).length ? { errors: outcome.errors } : {};
  return jsonAnswer(
    outcome.status,
    { authenticated: false, ...step, ...errors, error: outcome.message, message: outcome.message },
    retry,
  );
});
