// `npm test`: lint, type check, vitest against a fresh database, the production build, and the
// Playwright suite against that build. Uses DATABASE_URL's server when set (a fresh database is
// created beside the one it names), else an embedded PostgreSQL started just for this run.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { createFreshDatabase, dropDatabase, migrate, run, seed, startEmbeddedPostgres } from "./lib/postgres.mjs";

if (existsSync(".env")) process.loadEnvFile(".env");
const bin = (name) => path.join("node_modules", ".bin", name);
const step = (title) => console.log(`\n▶ ${title}\n`);

const created = [];
let embedded;

async function main() {
  step("Lint");
  await run(bin("eslint"), ["--max-warnings=0", "."]);
  step("Type check");
  await run(bin("prisma"), ["generate"]);
  await run(bin("tsc"), ["--noEmit"]);

  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    step("Embedded PostgreSQL for the tests");
    const dir = path.join(".data", "test-pg");
    await rm(dir, { recursive: true, force: true });
    embedded = await startEmbeddedPostgres({ dir, port: 54339, persistent: false });
    serverUrl = embedded.url("postgres");
  }
  const baseEnv = {
    ...process.env,
    AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString("base64url"),
    ADMIN_USERNAME: process.env.ADMIN_USERNAME ?? "admin",
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? "e2e-admin-password-1",
    MAIL_DIR: path.join("test-results", "mail"),
    SMTP_URL: "",
  };

  step("Unit and integration tests (vitest)");
  const unitDb = await createFreshDatabase(serverUrl, "disha_unit");
  created.push(unitDb);
  await migrate(unitDb);
  await run(bin("vitest"), ["run"], { env: { ...baseEnv, DATABASE_URL: unitDb } });

  step("Production build");
  const e2eDb = await createFreshDatabase(serverUrl, "disha_e2e");
  created.push(e2eDb);
  await migrate(e2eDb);
  await seed(e2eDb, baseEnv);
  const e2eEnv = { ...baseEnv, DATABASE_URL: e2eDb };
  await run("npm", ["run", "build"], { env: e2eEnv });

  step("End-to-end tests (Playwright)");
  await run(bin("playwright"), ["test"], { env: e2eEnv });
}

async function cleanUp() {
  for (const url of created) await dropDatabase(url).catch(() => undefined);
  if (embedded) await embedded.stop();
}

main()
  .then(cleanUp)
  .catch(async (error) => {
    console.error(`\n✖ ${error instanceof Error ? error.message : error}`);
    await cleanUp().catch(() => undefined);
    process.exit(1);
  });
