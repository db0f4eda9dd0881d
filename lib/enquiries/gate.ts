/** The gate in front of every public enquiry form, before anything is stored. */
import type { z } from "zod";
import { failure, invalid, type Outcome } from "@/lib/http/outcome";
import { rateLimitKey } from "@/lib/security/client-ip";
import { isHoneypotFilled } from "@/lib/security/honeypot";
import { TOO_MANY_SUBMISSIONS, type RateLimit } from "@/lib/security/rate-limit";

/** Who is submitting, as each door (server action, route handler) knows it. */
export type GateContext = {
  /** The client's address (lib/security/client-ip). */
  ip: string;
  /** Injected by tests; the form's shared PostgreSQL limit otherwise. */
  rateLimit?: RateLimit;
};

export type GateResult<T> = { passed: true; data: T } | { passed: false; outcome: Outcome };

/**
 * Honeypot → validation → rate limit. A bot that filled the honeypot gets the ordinary success
 * answer and nothing is stored; bad input gets every bad field named; past the rate limit a 429.
 * Only valid submissions count towards the limit, so a visitor correcting a typo over the API is
 * not locked out by their own mistakes.
 */
export async function passGate<Schema extends z.ZodType>(
  input: unknown,
  schema: Schema,
  context: GateContext,
  options: { limit: RateLimit; acceptedMessage: string },
): Promise<GateResult<z.output<Schema>>> {
  if (isHoneypotFilled(input)) return { passed: false, outcome: { ok: true, message: options.acceptedMessage } };
  const parsed = schema.safeParse(input);
  if (!parsed.success) return { passed: false, outcome: invalid(parsed.error) };

  const decision = await (context.rateLimit ?? options.limit).consume(rateLimitKey(context.ip));
  if (!decision.allowed) {
    return { passed: false, outcome: { ...failure(429, TOO_MANY_SUBMISSIONS), retryAfterSeconds: decision.retryAfterSeconds } };
  }
  return { passed: true, data: parsed.data };
}
