import type { Outcome } from "@/lib/http/outcome";

/** A command's outcome as the API answers it: `{ message, ...data }`, or `{ message, errors }` with a 4xx. */
export function outcomeResponse(outcome: Outcome): Response {
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (outcome.ok) return Response.json({ message: outcome.message, ...outcome.data }, { status: 200, headers });
  if (outcome.retryAfterSeconds !== undefined) headers["Retry-After"] = String(outcome.retryAfterSeconds);
  return Response.json({ message: outcome.message, errors: outcome.errors }, { status: outcome.status, headers });
}
