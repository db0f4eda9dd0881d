import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { pgPool } from "@/lib/db";

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts attempts per key (a client IP, an account); commands take one so tests can pass their own. */
export interface RateLimit {
  consume(key: string): Promise<RateDecision>;
}

export const TOO_MANY_SUBMISSIONS = "Too many submissions, please try again in a few minutes.";

/**
 * A fixed-window limit kept in PostgreSQL (the rate_limits table of the Prisma schema), so every
 * app instance counts together. The limiter is built on first use: importing this module opens
 * no connection.
 */
export function postgresRateLimit(options: { name: string; points: number; durationSeconds: number }): RateLimit {
  let limiter: RateLimiterPostgres | undefined;
  return {
    async consume(key) {
      limiter ??= new RateLimiterPostgres({
        storeClient: pgPool(),
        storeType: "pool",
        tableName: "rate_limits",
        tableCreated: true,
        keyPrefix: options.name,
        points: options.points,
        duration: options.durationSeconds,
      });
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (rejection) {
        // A RateLimiterRes means "over the limit"; anything else is a database error.
        if (rejection instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
        }
        throw rejection;
      }
    },
  };
}
