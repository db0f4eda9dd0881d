/**
 * What /api/ready checks, cheaply enough to be polled every second: the database answers, every
 * migration of the deployed code is applied, and the outbox is not stuck (its oldest due message
 * is younger than READY_OUTBOX_MAX_AGE_SECONDS). A process shutting down is not ready either, so
 * the balancer stops sending it requests.
 */
import "server-only";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { oldestDueSeconds } from "./metrics";

export type Readiness = { ready: boolean; checks: Record<string, string> };

const state = ((globalThis as unknown as { readiness?: { draining?: boolean; expected?: Promise<string[]> } }).readiness ??= {});

/** From now on this process answers "not ready" (SIGTERM). */
export function markDraining(): void {
  state.draining = true;
}

/** The migrations this code was deployed with, read once. */
function expectedMigrations(): Promise<string[]> {
  state.expected ??= readdir(path.join(/* turbopackIgnore: true */ process.cwd(), "prisma", "migrations"), {
    withFileTypes: true,
  }).then((entries) => entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name));
  return state.expected;
}

async function pendingMigrations(): Promise<string[]> {
  const applied = await prisma.$queryRaw<{ migration_name: string }[]>`
    SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
  const done = new Set(applied.map((row) => row.migration_name));
  return (await expectedMigrations()).filter((name) => !done.has(name));
}

export async function checkReadiness(): Promise<Readiness> {
  if (state.draining) return { ready: false, checks: { process: "shutting down" } };
  try {
    await prisma.$queryRaw`SELECT 1`;
  } catch {
    return { ready: false, checks: { database: "unreachable" } };
  }
  const [pending, oldest] = await Promise.all([pendingMigrations(), oldestDueSeconds()]);
  const limit = env().READY_OUTBOX_MAX_AGE_SECONDS;
  const checks = {
    database: "ok",
    migrations: pending.length === 0 ? "ok" : `${pending.length} pending`,
    outbox: oldest < limit ? "ok" : `oldest due message waiting ${Math.round(oldest)} s`,
  };
  return { ready: Object.values(checks).every((check) => check === "ok"), checks };
}
