import type { Outcome } from "@/lib/http/outcome";

export const NO_STORE = { "Cache-Control": "no-store" } as const;

/** A JSON answer that no cache keeps (every API answer but the public lists). */
export function jsonAnswer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

/** An outcome as the API answers it: `{ message, ...data }`, or `{ message, errors }` with a 4xx or 503. */
export function outcomeResponse(outcome: Outcome<object>, successStatus = 200): Response {
  if (outcome.ok) return jsonAnswer(successStatus, { message: outcome.message, ...outcome.data });
  const headers: Record<string, string> =
    outcome.retryAfterSeconds === undefined ? {} : { "Retry-After": String(outcome.retryAfterSeconds) };
  return jsonAnswer(outcome.status, { message: outcome.message, errors: outcome.errors }, headers);
}
