import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import { pgPool } from "@/lib/db";
import { metrics } from "@/lib/observability/metrics";

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts attempts per key (a client IP, an account); commands take one so tests can pass their own. */
export interface RateLimit {
  consume(key: string): Promise<RateDecision>;
}

/**
 * Counts failures per key (an account) without counting successes: a brute force spread over many
 * addresses is still stopped at the account, and the owner's correct log-in clears the count.
 */
export interface FailureLimit {
  /** Whether the key has used up its failures for now. */
  check(key: string): Promise<RateDecision>;
  recordFailure(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

export const TOO_MANY_SUBMISSIONS = "Too many submissions, please try again in a few minutes.";

type LimitOptions = { name: string; points: number; durationSeconds: number };

const retryAfter = (res: RateLimiterRes): number => Math.max(1, Math.ceil(res.msBeforeNext / 1000));

/**
 * rate-limiter-flexible's PostgreSQL store (the rate_limits table of the Prisma schema), so every
 * app instance counts together. Built on first use: importing a module that declares a limit opens
 * no connection.
 */
function lazyLimiter(options: LimitOptions): () => RateLimiterPostgres {
  let limiter: RateLimiterPostgres | undefined;
  return () =>
    (limiter ??= new RateLimiterPostgres({
      storeClient: pgPool(),
      storeType: "pool",
      tableName: "rate_limits",
      tableCreated: true,
      keyPrefix: options.name,
      points: options.points,
      duration: options.durationSeconds,
    }));
}

/** A fixed-window limit on attempts per key. */
export function postgresRateLimit(options: LimitOptions): RateLimit {
  const limiter = lazyLimiter(options);
  return {
    async consume(key) {
      try {
        await limiter().consume(key);
        return { allowed: true };
      } catch (rejection) {
        // A RateLimiterRes means "over the limit"; anything else is a database error.
        if (rejection instanceof RateLimiterRes) {
          metrics.rateLimited.inc({ limit: options.name });
          return { allowed: false, retryAfterSeconds: retryAfter(rejection) };
        }
        throw rejection;
      }
    },
  };
}

/** At most `points` failures per key in a window of `durationSeconds`. */
export function postgresFailureLimit(options: LimitOptions): FailureLimit {
  const limiter = lazyLimiter(options);
  return {
    async check(key) {
      const used = await limiter().get(key);
      if (used && used.consumedPoints >= options.points) {
        metrics.rateLimited.inc({ limit: options.name });
        return { allowed: false, retryAfterSeconds: retryAfter(used) };
      }
      return { allowed: true };
    },
    async recordFailure(key) {
      await limiter().penalty(key, 1);
    },
    async clear(key) {
      await limiter().delete(key);
    },
  };
}
