/**
 * The rate limits of the account flows (PostgreSQL-backed, shared by every instance): per client
 * address, so one machine cannot hammer the site, and per e-mail address, so a guess spread over
 * many addresses still stops at the account. Past a limit the answer is a 429 with a clear message.
 */
import { failure, type Failure } from "@/lib/http/outcome";
import { rateLimitKey } from "@/lib/security/client-ip";
import { postgresFailureLimit, postgresRateLimit, type RateDecision } from "@/lib/security/rate-limit";

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const accountLimits = {
  registerByAddress: postgresRateLimit({ name: "register-ip", points: 10, durationSeconds: HOUR }),
  registerByEmail: postgresRateLimit({ name: "register-email", points: 3, durationSeconds: HOUR }),
  loginByAddress: postgresRateLimit({ name: "login-ip", points: 30, durationSeconds: 15 * MINUTE }),
  loginFailuresByEmail: postgresFailureLimit({ name: "login-email", points: 10, durationSeconds: 15 * MINUTE }),
  verifyByAddress: postgresRateLimit({ name: "otp-ip", points: 30, durationSeconds: 15 * MINUTE }),
  verifyByEmail: postgresRateLimit({ name: "otp-email", points: 10, durationSeconds: 15 * MINUTE }),
  resendPerMinute: postgresRateLimit({ name: "otp-resend-minute", points: 1, durationSeconds: MINUTE }),
  /** Every code e-mailed to an address, whether a password step or a resend asked for it. */
  codeEmailsByEmail: postgresRateLimit({ name: "otp-send-hour", points: 6, durationSeconds: HOUR }),
  changePasswordByAccount: postgresRateLimit({ name: "change-password-account", points: 10, durationSeconds: 15 * MINUTE }),
  resetRequestByAddress: postgresRateLimit({ name: "reset-request-ip", points: 10, durationSeconds: HOUR }),
  resetRequestByEmail: postgresRateLimit({ name: "reset-request-email", points: 3, durationSeconds: HOUR }),
  resetByAddress: postgresRateLimit({ name: "reset-ip", points: 20, durationSeconds: HOUR }),
};

export const TOO_MANY_ATTEMPTS = "Too many attempts. Please wait a few minutes and try again.";

export function tooMany(decision: Exclude<RateDecision, { allowed: true }>, message = TOO_MANY_ATTEMPTS): Failure {
  return { ...failure(429, message), retryAfterSeconds: decision.retryAfterSeconds };
}

/** The first limit, in order, that refuses (each one counted only until one refuses), or null. */
export async function firstRefusal(
  checks: [{ consume(key: string): Promise<RateDecision> }, string][],
  message?: string,
): Promise<Failure | null> {
  for (const [limit, key] of checks) {
    const decision = await limit.consume(key);
    if (!decision.allowed) return tooMany(decision, message);
  }
  return null;
}

export const addressKey = rateLimitKey;
