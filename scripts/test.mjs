// `npm test`: lint, type check, vitest against a fresh database, the production build, and the
// Playwright suite against that build. `npm run test:unit [-- files]` and
// `npm run test:e2e [-- files]` run one stage the same way. Uses DATABASE_URL's server when set (a
// fresh, marked database is created beside the one it names and dropped afterwards; the named one
// is never written), else an embedded PostgreSQL started just for this run. A developer's .env is
// not read: tests never see its secrets or its database.
import { randomBytes } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import { createFreshDatabase, dropDatabase, migrate, run, seed, startEmbeddedPostgres } from "./lib/postgres.mjs";

const [stage = "all", ...extraArgs] = process.argv.slice(2).filter((arg) => arg !== "--");
const bin = (name) => path.join("node_modules", ".bin", name);
const step = (title) => console.log(`\n▶ ${title}\n`);

const created = [];
let embedded;

async function databaseServer() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  step("Embedded PostgreSQL for the tests");
  const dir = path.join(".data", "test-pg");
  await rm(dir, { recursive: true, force: true });
  embedded = await startEmbeddedPostgres({ dir, port: 54339, persistent: false });
  return embedded.url("postgres");
}

function testEnv() {
  return {
    ...process.env,
    AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString("base64url"),
    ADMIN_USERNAME: process.env.ADMIN_USERNAME ?? "admin",
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? "e2e-admin-password-1",
    MAIL_DIR: path.join("test-results", "mail"),
    SMTP_URL: "",
  };
}

async function freshDatabase(serverUrl, prefix) {
  const url = await createFreshDatabase(serverUrl, prefix);
  created.push(url);
  await migrate(url);
  return url;
}

async function unitTests(serverUrl, args) {
  step("Unit and integration tests (vitest)");
  const env = { ...testEnv(), DATABASE_URL: await freshDatabase(serverUrl, "disha_unit") };
  await run(bin("vitest"), ["run", ...args], { env });
}

async function endToEndTests(serverUrl, args) {
  step("Production build");
  const env = { ...testEnv(), DATABASE_URL: await freshDatabase(serverUrl, "disha_e2e") };
  await seed(env.DATABASE_URL, env);
  await run("npm", ["run", "build"], { env });
  step("End-to-end tests (Playwright)");
  await run(bin("playwright"), ["test", ...args], { env });
}

async function main() {
  if (stage === "all") {
    step("Lint");
    await run(bin("eslint"), ["--max-warnings=0", "."]);
    step("Type check");
    await run(bin("prisma"), ["generate"]);
    await run(bin("tsc"), ["--noEmit"]);
  }
  const serverUrl = await databaseServer();
  if (stage === "all" || stage === "unit") await unitTests(serverUrl, stage === "unit" ? extraArgs : []);
  if (stage === "all" || stage === "e2e") await endToEndTests(serverUrl, stage === "e2e" ? extraArgs : []);
}

async function cleanUp() {
  for (const url of created) await dropDatabase(url).catch(() => undefined);
  if (embedded) await embedded.stop();
}

if (!["all", "unit", "e2e"].includes(stage)) {
  console.error(`Unknown stage "${stage}": use unit or e2e (or nothing, for everything).`);
  process.exit(2);
}

main()
  .then(cleanUp)
  .catch(async (error) => {
    console.error(`\n✖ ${error instanceof Error ? error.message : error}`);
    await cleanUp().catch(() => undefined);
    process.exit(1);
  });
