-- The outbox's own claims are gone: graphile-worker's jobs (schema graphile_worker, installed by
-- its own migrations) lock and retry each message now.
ALTER TABLE "OutboxEmail" DROP COLUMN "lockedUntil";
