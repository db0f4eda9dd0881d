import { signInWith } from "@/lib/auth/sign-in";
import { SERVICE_UNAVAILABLE } from "@/lib/auth/route";
import { JSON_BODY_LIMIT_BYTES, readJsonObject } from "@/lib/http/request-body";
import { FORBIDDEN_ORIGIN_MESSAGE, isAllowedOrigin } from "@/lib/security/origin";
import { MISSING_CREDENTIALS } from "@/lib/staff/login";

const answer = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * POST /api/admin/ `{ username, password }`: the staff log-in of the specification. Answers
 * `{ authenticated: true }` with the session cookie, or `{ error }` with 400, 401 or 429.
 */
export async function POST(request: Request): Promise<Response> {
  // A log-in from another site's page would sign the browser into an account of the attacker's choosing.
  if (!isAllowedOrigin(request.headers)) return answer(403, { error: FORBIDDEN_ORIGIN_MESSAGE });
  const body = await readJsonObject(request, JSON_BODY_LIMIT_BYTES);
  if (!body.ok) return answer(body.status, { error: body.message });
  const username = text(body.value.username).trim();
  const password = text(body.value.password);
  if (!username || !password) return answer(400, { error: MISSING_CREDENTIALS });
  try {
    const result = await signInWith("staff", { username, password });
    if (result.ok) return answer(200, { authenticated: true });
    const { status, message, retryAfterSeconds } = result.refusal;
    return answer(status, { error: message }, retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : {});
  } catch (error) {
    console.error("[api] staff log-in failed:", error instanceof Error ? `${error.name}: ${error.message}` : "unknown error");
    return answer(503, { error: SERVICE_UNAVAILABLE });
  }
}
