// `npm test`: lint, unused code (knip), type check, the vitest unit project with no database, its integration
// project against a fresh database, the production build, the
// Playwright suite against that build (the browser suites, then the HTTP security suite), the
// reliability suite on the same build, and `npm audit`. `npm run test:unit [-- files]`,
// `npm run test:e2e [-- files]` and `npm run test:security` run one stage the same way. Uses DATABASE_URL's server when set (a
// fresh, marked database is created beside the one it names and dropped afterwards; the named one
// is never written), else an embedded PostgreSQL started just for this run. A developer's .env is
// not read: tests never see its secrets or its database.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { scanServerLog, serverLines } from "./lib/log-scan.mjs";
import {
  createFreshDatabase,
  dropDatabase,
  harnessRunId,
  migrate,
  run,
  seed,
  SERVER_CONDITION,
  startEmbeddedPostgres,
} from "./lib/postgres.mjs";

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
    // The seeded admin's second factor: the suites compute its codes (e2e/staff.ts).
    ADMIN_TOTP_SECRET: process.env.ADMIN_TOTP_SECRET ?? "KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD",
    MAIL_DIR: path.join("test-results", "mail"),
    SMTP_URL: "",
    // A test run is local, whatever database server it uses (lib/env.ts: deploymentProblems).
    LOCAL_MODE: "true",
  };
}

async function freshDatabase(serverUrl, prefix) {
  const url = await createFreshDatabase(serverUrl, prefix);
  created.push(url);
  await migrate(url);
  return url;
}

/** Some files only: a project none of them is in has nothing to run, which is no failure. */
const vitestArgs = (project, args) => ["run", `--project=${project}`, ...(args.length ? ["--passWithNoTests", ...args] : [])];

/** The unit project, before any database exists: with DATABASE_URL unset, a unit test that needs one fails. */
async function unitTests(args) {
  step("Unit tests (vitest, no database)");
  const env = testEnv();
  delete env.DATABASE_URL;
  await run(bin("vitest"), vitestArgs("unit", args), { env });
}

async function integrationTests(serverUrl, args) {
  step("Integration tests (vitest, a fresh database)");
  const env = { ...testEnv(), DATABASE_URL: await freshDatabase(serverUrl, "disha_unit") };
  await run(bin("vitest"), vitestArgs("integration", args), { env });
}

async function endToEndTests(serverUrl, args, title = "End-to-end tests (Playwright)") {
  step("Production build");
  const env = { ...testEnv(), DATABASE_URL: await freshDatabase(serverUrl, "disha_e2e") };
  await seed(env.DATABASE_URL, env);
  await run("npm", ["run", "build"], { env });
  step(title);
  const output = await runShowingOutput(bin("playwright"), ["test", ...args], { env });
  // The site's log of the whole run (its lines reach Playwright's output as "[WebServer] …").
  const { linesRead, personalData, cspViolations } = scanServerLog(output);
  if (linesRead === 0)
    throw new Error("No line of the site's log reached the scan: it would have passed having checked nothing.");
  console.log(`The site's log: ${linesRead} lines scanned for personal data and CSP violations.`);
  if (personalData.length)
    throw new Error(`The site logged personal data in clear:\n  ${personalData.slice(0, 20).join("\n  ")}`);
  // Every page any test opened in Chromium reported what its Content-Security-Policy blocked.
  if (cspViolations.length)
    throw new Error(`A page's Content-Security-Policy blocked something:\n  ${cspViolations.slice(0, 20).join("\n  ")}`);
}

/** The site's own log lines, as Playwright passes them on ("[WebServer] {…}", perhaps coloured). */
const SERVER_LOG_LINE = /^(?:\u001b\[[0-9;?]*[A-Za-z])*\[WebServer\] (?:\u001b\[[0-9;?]*[A-Za-z])*\{/;
/** Those worth a reader's eye in the test output: warnings and errors (pino's labels). */
const SERVER_TROUBLE = /"level":"(warn|error|fatal)"/;

/**
 * Like run(), also handing back what the command wrote to stdout. The site's routine log lines
 * (one per request) are kept for the scan and written to test-results/e2e-server.log rather than
 * to the terminal, where they would bury the test results; its warnings and errors are shown.
 */
function runShowingOutput(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["inherit", "pipe", "inherit"], ...options });
    const chunks = [];
    let partial = "";
    const show = (lines) => {
      const shown = lines.filter((line) => !SERVER_LOG_LINE.test(line) || SERVER_TROUBLE.test(line));
      if (shown.length) process.stdout.write(`${shown.join("\n")}\n`);
    };
    child.stdout.on("data", (chunk) => {
      chunks.push(chunk);
      const lines = (partial + chunk.toString("utf8")).split("\n");
      partial = lines.pop() ?? "";
      show(lines);
    });
    child.on("error", reject);
    // "close", not "exit": the output may still be arriving when the process exits.
    child.on("close", (code, signal) => {
      if (partial) show([partial]);
      const output = Buffer.concat(chunks).toString("utf8");
      const serverLog = serverLines(output).map((line) => line.text);
      mkdirSync("test-results", { recursive: true });
      writeFileSync(path.join("test-results", "e2e-server.log"), `${serverLog.join("\n")}\n`);
      if (code === 0) resolve(output);
      else
        reject(
          new Error(
            `${command} ${args.join(" ")} failed (${signal ?? `exit ${code}`}); the site's log: test-results/e2e-server.log`,
          ),
        );
    });
  });
}

/**
 * No high or critical advisory in what the site runs on. A registry that does not answer audits
 * (a mirror, a closed network) is reported, not taken for a pass or a failure.
 */
async function audit() {
  step("npm audit --omit=dev");
  const result = spawnSync("npm", ["audit", "--omit=dev", "--audit-level=high"], { encoding: "utf8" });
  const output = `${result.stdout}${result.stderr}`;
  if (/audit endpoint returned an error|ENOTFOUND|ECONNREFUSED|EAI_AGAIN/.test(output)) {
    console.log("The registry did not answer the audit request: advisories could not be checked here.");
    return;
  }
  process.stdout.write(result.stdout);
  if (result.status !== 0) throw new Error("npm audit reports a high or critical advisory");
}

async function main() {
  // Marks this run's databases; the suites refuse any other (scripts/lib/harness-guard.mjs).
  harnessRunId();
  if (stage === "all") {
    step("Lint");
    await run(bin("eslint"), ["--max-warnings=0", "."]);
    step("Unused files, exports and dependencies (knip)");
    await run(bin("knip"), ["--no-progress"]);
    step("Type check");
    await run(bin("prisma"), ["generate"]);
    await run(bin("tsc"), ["--noEmit"]);
  }
  const vitestFiles = stage === "unit" ? extraArgs : [];
  if (stage === "all" || stage === "unit") await unitTests(vitestFiles);
  const serverUrl = await databaseServer();
  if (stage === "all" || stage === "unit") await integrationTests(serverUrl, vitestFiles);
  // Some files only: without --no-deps the security project would first run every browser suite it follows.
  const e2eArgs = stage === "e2e" && extraArgs.length ? ["--no-deps", ...extraArgs] : [];
  if (stage === "all" || stage === "e2e") await endToEndTests(serverUrl, e2eArgs);
  if (stage === "security")
    await endToEndTests(serverUrl, ["--project=security", "--no-deps", ...extraArgs], "Security suite (Playwright, HTTP)");
  if (stage === "all") {
    step("Reliability suite (the build under faults)");
    await run(bin("tsx"), [SERVER_CONDITION, "scripts/reliability/index.ts"], { env: { ...testEnv(), DATABASE_URL: serverUrl } });
  }
  if (stage === "all" || stage === "security") await audit();
}

async function cleanUp() {
  for (const url of created) await dropDatabase(url).catch(() => undefined);
  if (embedded) await embedded.stop();
}

if (!["all", "unit", "e2e", "security"].includes(stage)) {
  console.error(`Unknown stage "${stage}": use unit, e2e or security (or nothing, for everything).`);
  process.exit(2);
}

main()
  .then(cleanUp)
  .catch(async (error) => {
    console.error(`\n✖ ${error instanceof Error ? error.message : error}`);
    await cleanUp().catch(() => undefined);
    process.exit(1);
  });
