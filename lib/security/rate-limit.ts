import "server-only";
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

export type AttemptDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

/**
 * Attempts taken before the check they guard, each in one atomic statement: however many arrive at
 * once, no more than the limit get through to the check. The caller then clears the key on
 * success, refunds an attempt that must not count (a replayed code), or blocks the key longer.
 */
export interface AttemptLimit {
  take(key: string): Promise<AttemptDecision>;
  refund(key: string): Promise<void>;
  clear(key: string): Promise<void>;
  /** Refuses every attempt for the key during the next `seconds`. */
  block(key: string, seconds: number): Promise<void>;
}

/** A count per key that starts again `durationSeconds` after its first increment. */
export interface Counter {
  /** Adds one, atomically, and answers the new count. */
  increment(key: string): Promise<number>;
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

/** At most `points` attempts per key in a window of `durationSeconds`, each taken before its check. */
export function postgresAttemptLimit(options: LimitOptions): AttemptLimit {
  const limiter = lazyLimiter(options);
  return {
    async take(key) {
      try {
        const taken = await limiter().consume(key);
        return { allowed: true, remaining: taken.remainingPoints };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          metrics.rateLimited.inc({ limit: options.name });
          return { allowed: false, retryAfterSeconds: retryAfter(rejection) };
        }
        throw rejection;
      }
    },
    async refund(key) {
      await limiter().reward(key, 1);
    },
    async clear(key) {
      await limiter().delete(key);
    },
    async block(key, seconds) {
      await limiter().block(key, seconds);
    },
  };
}

export function postgresCounter(options: Omit<LimitOptions, "points">): Counter {
  // The points are never checked: a counter refuses nothing.
  const limiter = lazyLimiter({ ...options, points: Number.MAX_SAFE_INTEGER });
  return {
    async increment(key) {
      return (await limiter().penalty(key, 1)).consumedPoints;
    },
    async clear(key) {
      await limiter().delete(key);
    },
  };
}
