/**
 * `npm run test:reliability`: the production build under faults, in a database the script creates
 * (beside DATABASE_URL's, or in an embedded PostgreSQL) with real SMTP servers in this process.
 *
 *   1. The mail server down while 500 leads arrive at once: all accepted and stored; once it is
 *      back, each notification and acknowledgement goes out once (how soon is printed as a figure).
 *   2. The database cut off for 10 s in the middle of a load: a 503 with a message while it lasts
 *      (the slowest such answer printed as a figure); a visitor in Chromium sees it in the form,
 *      which keeps what they typed; no partial enquiry, prerendered pages still served, recovery
 *      without a restart.
 *   3. The server killed (SIGKILL) while it sends: after a restart every message goes out, and
 *      a message is sent twice only if it was in flight at the kill (same Message-ID both times).
 *   4. Two instances on one database behind a proxy: a staff session made on one works on the
 *      other, the rate limits count both together, the outbox sends each message once.
 *   5. SIGTERM in the middle of a load while the outbox sends (a rolling restart): every lead
 *      answered 200 is stored, the process exits within its 10 s grace with no message left
 *      claimed, and after a restart every message has gone out exactly once.
 *
 * Prints what it measured and exits 1 if any check failed. Build first (`npm run build`), or run
 * it through `npm test`, which builds.
 */
import { generateSecret, generateSync } from "otplib";
import { randomBytes } from "node:crypto";
import { closeSync, existsSync, openSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";
import pg from "pg";
import { startTestSmtpServer } from "@/lib/testing/smtp-server";
import { freePort, startServer, stopServer } from "../bench/processes";
import { migrate, scratchDatabase, seed } from "../lib/postgres.mjs";
import { launchOptions } from "../../e2e/browser";
import { databaseGate, roundRobinProxy } from "./faults";

const repoRoot = path.resolve(import.meta.dirname, "../..");
const STAFF = "staff@reliability.test";
const ADMIN = { username: "admin", password: `reliability-${randomBytes(6).toString("hex")}` };
/** The admin's second factor, as ADMIN_TOTP_SECRET gives it to automated environments: 20 random bytes in base32. */
const ADMIN_TOTP_SECRET = generateSecret();
const AUTH_SECRET = randomBytes(32).toString("base64url");

const failures: string[] = [];
function check(ok: boolean, what: string): void {
  console.log(`  ${ok ? "✓" : "✗"} ${what}`);
  if (!ok) failures.push(what);
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function waitUntil(condition: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return true;
    await sleep(250);
  }
  return false;
}

let leadNumber = 0;
function nextLead() {
  const n = ++leadNumber;
  return {
    ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    body: JSON.stringify({
      name: `Reliable Visitor ${n}`,
      email: `reliable${n}@example.com`,
      mobile: `9${String(200_000_000 + n)}`,
      percentage: 70,
      course: "MBA",
    }),
  };
}

type Answer = { status: number; ms: number; message?: string };
async function postLead(base: string, headers: Record<string, string> = {}): Promise<Answer> {
  const lead = nextLead();
  const started = performance.now();
  try {
    const response = await fetch(`${base}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": lead.ip, ...headers },
      body: lead.body,
      signal: AbortSignal.timeout(30_000),
    });
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    return { status: response.status, ms: performance.now() - started, message: body.message };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, message: error instanceof Error ? error.message : String(error) };
  }
}

type Site = { url: string; port: number; child: Awaited<ReturnType<typeof startServer>> };
/** Each instance's output goes to test-results/reliability-<port>.log: under faults it logs every refused request. */
async function startSite(env: Record<string, string>): Promise<Site> {
  const port = await freePort();
  await mkdir(path.join(repoRoot, "test-results"), { recursive: true });
  const log = openSync(path.join(repoRoot, "test-results", `reliability-${port}.log`), "a");
  const child = await startServer(
    process.execPath,
    [path.join(repoRoot, "scripts/serve.mjs"), "--port", String(port)],
    `http://127.0.0.1:${port}/privacy`,
    {
      stdio: ["ignore", log, log],
      cwd: repoRoot,
      env: { ...process.env, NODE_ENV: "production", TRUST_PROXY: "true", AUTH_SECRET, STAFF_NOTIFY_EMAIL: STAFF, ...env },
    },
  ).finally(() => closeSync(log));
  return { url: `http://127.0.0.1:${port}`, port, child };
}

async function counts(db: pg.Client) {
  const { rows } = await db.query<{ leads: string; outbox: string; pending: string; sent: string }>(
    `SELECT (SELECT count(*) FROM "Lead") AS leads, (SELECT count(*) FROM "OutboxEmail") AS outbox,
            (SELECT count(*) FROM "OutboxEmail" WHERE status = 'PENDING') AS pending,
            (SELECT count(*) FROM "OutboxEmail" WHERE status = 'SENT') AS sent`,
  );
  const row = rows[0]!;
  return { leads: Number(row.leads), outbox: Number(row.outbox), pending: Number(row.pending), sent: Number(row.sent) };
}

async function clear(db: pg.Client) {
  await db.query(`TRUNCATE "Lead", "OutboxEmail", rate_limits CASCADE`);
}

async function smtpOutage(databaseUrl: string, db: pg.Client) {
  console.log("\n1. 500 leads while the mail server is down, then its return");
  const smtpPort = await freePort();
  const site = await startSite({ DATABASE_URL: databaseUrl, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>> | undefined;
  try {
    const answers = await Promise.all(Array.from({ length: 500 }, () => postLead(site.url)));
    check(
      answers.filter((answer) => answer.status === 200).length === 500,
      `accepted ${answers.filter((answer) => answer.status === 200).length} of 500 concurrent leads`,
    );
    const stored = await counts(db);
    check(stored.leads === 500 && stored.outbox === 1000, `stored ${stored.leads} leads and queued ${stored.outbox} e-mails`);
    // Long enough for the back-off of the failed messages to grow past the outage's end.
    await sleep(45_000);
    const waiting = await db.query<{ latest: Date }>(
      `SELECT max("nextAttemptAt") AS latest FROM "OutboxEmail" WHERE status = 'PENDING'`,
    );
    console.log(
      `  after 45 s the last message would next be tried at +${seconds(new Date(waiting.rows[0]!.latest).getTime() - Date.now())}`,
    );
    smtp = await startTestSmtpServer(smtpPort);
    const back = Date.now();
    const drained = await waitUntil(async () => (await counts(db)).pending === 0, 120_000);
    const drainMs = Date.now() - back;
    check(
      drained,
      drained
        ? `the queue drained after the mail server's return`
        : "the queue had not drained 120 s after the mail server's return",
    );
    console.log(`  figure: the queue drained ${seconds(drainMs)} after the mail server's return`);
    const toStaff = smtp.received.filter((mail) => mail.to.includes(STAFF));
    const acknowledgements = smtp.received.filter((mail) => !mail.to.includes(STAFF));
    const ids = new Set(smtp.received.map((mail) => mail.messageId));
    check(
      toStaff.length === 500 && acknowledgements.length === 500,
      `${toStaff.length} staff notifications and ${acknowledgements.length} acknowledgements`,
    );
    check(ids.size === smtp.received.length, `none twice (${smtp.received.length} messages, ${ids.size} Message-IDs)`);
  } finally {
    await stopServer(site.child);
    await smtp?.close();
    await clear(db);
  }
}

/** A visitor with the contact form filled in; `submit()` sends it and reads the toast it gets. */
async function visitorAtTheContactForm(site: string) {
  const browser = await chromium.launch(launchOptions);
  const page = await browser.newPage();
  await page.goto(`${site}/contact`);
  const form = page.locator("#counselling-form");
  await form.getByLabel("Full Name").fill("Riya Sharma");
  await form.getByLabel("Email").fill("riya.cut@example.com");
  await form.getByLabel("Mobile Number").fill("9876501234");
  await form.getByLabel("12th Percentage").fill("82.5");
  await form.getByLabel("Course").selectOption("BCA");
  return {
    async submit() {
      await form.getByRole("button", { name: "Register Now" }).click();
      const toast = page.locator("[data-sonner-toast]").first();
      await toast.waitFor({ timeout: 10_000 });
      return { toast: (await toast.textContent()) ?? "", kept: await form.getByLabel("Full Name").inputValue() };
    },
    close: () => browser.close(),
  };
}

async function databaseCut(databaseUrl: string, db: pg.Client) {
  console.log("\n2. The database cut off for 10 s in the middle of a load");
  const target = new URL(databaseUrl);
  const gate = await databaseGate({ host: target.hostname, port: Number(target.port || 5432) });
  const throughGate = new URL(databaseUrl);
  throughGate.port = String(gate.port);
  const smtp = await startTestSmtpServer();
  const site = await startSite({ DATABASE_URL: throughGate.toString(), SMTP_URL: smtp.url });
  try {
    const start = Date.now();
    // When the cut really began and ended, measured from the start of the load (planned: 10 s in, for 10 s).
    let cutAt = 0;
    let restoreAt = 0;
    const log: (Answer & { at: number })[] = [];
    const pages: { at: number; status: number }[] = [];
    const load = Array.from({ length: 10 }, async () => {
      while (Date.now() - start < 32_000) {
        const at = Date.now() - start;
        log.push({ at, ...(await postLead(site.url)) });
      }
    });
    const pageLoad = (async () => {
      while (Date.now() - start < 32_000) {
        const at = Date.now() - start;
        const response = await fetch(`${site.url}/about`).catch(() => null);
        pages.push({ at, status: response?.status ?? 0 });
        await sleep(250);
      }
    })();
    const visitor = await visitorAtTheContactForm(site.url);
    await sleep(10_000 - (Date.now() - start));
    gate.cut();
    cutAt = Date.now() - start;
    const seen = await visitor.submit().finally(() => visitor.close());
    await sleep(cutAt + 10_000 - (Date.now() - start));
    restoreAt = Date.now() - start;
    gate.restore();
    await Promise.all([...load, pageLoad]);
    check(
      /could not do that just now/i.test(seen.toast) && seen.kept === "Riya Sharma",
      `a visitor submitting during the cut is told "${seen.toast}", and the form keeps what they typed`,
    );

    // Sent after the cut began and answered before it ended.
    const during = log.filter((answer) => answer.at >= cutAt + 100 && answer.at + answer.ms < restoreAt);
    const unavailable = during.filter((answer) => answer.status === 503);
    check(
      during.length > 0 && unavailable.length === during.length,
      `${unavailable.length} of ${during.length} submissions during the cut answered 503 (${[...new Set(during.map((answer) => answer.status))].join(", ")})`,
    );
    console.log(`  figure: the slowest answer during the cut took ${seconds(Math.max(0, ...during.map((answer) => answer.ms)))}`);
    check(
      unavailable.every((answer) => /try again/i.test(answer.message ?? "")),
      `each 503 says to try again: "${unavailable[0]?.message ?? ""}"`,
    );
    const pagesDuring = pages.filter((page) => page.at >= cutAt && page.at < restoreAt);
    check(
      pagesDuring.length > 0 && pagesDuring.every((page) => page.status === 200),
      `a prerendered page answered 200 ${pagesDuring.filter((page) => page.status === 200).length} of ${pagesDuring.length} times during the cut`,
    );
    const after = log.filter((answer) => answer.at >= restoreAt + 5_000);
    check(
      after.length > 0 && after.every((answer) => answer.status === 200),
      `after the database came back: ${after.filter((answer) => answer.status === 200).length} of ${after.length} accepted, without a restart`,
    );
    const accepted = log.filter((answer) => answer.status === 200).length;
    const stored = await counts(db);
    check(stored.outbox === 2 * stored.leads, `no partial enquiry: ${stored.leads} leads, ${stored.outbox} e-mails queued`);
    // An answer lost with the connection after COMMIT reached the server is the only way to store more than was confirmed.
    check(stored.leads >= accepted && stored.leads <= accepted + 10, `${accepted} accepted, ${stored.leads} stored`);
  } finally {
    await stopServer(site.child);
    await gate.close();
    await smtp.close();
    await clear(db);
  }
}

async function workerKilled(databaseUrl: string, db: pg.Client) {
  console.log("\n3. The server killed while it sends");
  const smtp = await startTestSmtpServer(0, { delayMs: 40 });
  let site = await startSite({ DATABASE_URL: databaseUrl, SMTP_URL: smtp.url });
  try {
    for (let batch = 0; batch < 10; batch++) await Promise.all(Array.from({ length: 20 }, () => postLead(site.url)));
    await waitUntil(async () => smtp.received.length >= 100, 60_000);
    site.child.kill("SIGKILL");
    await new Promise((resolve) => site.child.once("exit", resolve));
    const atKill = { received: smtp.received.length, ...(await counts(db)) };
    console.log(`  killed with ${atKill.received} received, ${atKill.sent} marked sent, ${atKill.pending} pending`);
    site = await startSite({ DATABASE_URL: databaseUrl, SMTP_URL: smtp.url });
    const restarted = Date.now();
    // The jobs the killed process had locked go back to the queue within a minute (lib/jobs/liveness.ts).
    const drained = await waitUntil(async () => (await counts(db)).pending === 0, 200_000);
    check(drained, `after the restart every message went out (${seconds(Date.now() - restarted)})`);
    const ids = smtp.received.map((mail) => mail.messageId);
    const distinct = new Set(ids);
    check(distinct.size === 400, `${distinct.size} of 400 distinct messages delivered`);
    const twice = ids.length - distinct.size;
    check(
      twice <= atKill.received - atKill.sent && twice <= 5,
      `${twice} delivered twice, each with its Message-ID, all in flight at the kill (at most 5 are sent at once)`,
    );
  } finally {
    await stopServer(site.child);
    await smtp.close();
    await clear(db);
  }
}

async function twoInstances(databaseUrl: string, db: pg.Client) {
  console.log("\n4. Two instances on one database behind a proxy");
  const smtp = await startTestSmtpServer();
  const sites = [
    await startSite({ DATABASE_URL: databaseUrl, SMTP_URL: smtp.url }),
    await startSite({ DATABASE_URL: databaseUrl, SMTP_URL: smtp.url }),
  ];
  const proxy = await roundRobinProxy(sites.map((site) => site.port));
  try {
    const code = generateSync({ secret: ADMIN_TOTP_SECRET });
    const login = await fetch(`${sites[0]!.url}/api/admin/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...ADMIN, code }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    const onOther = await fetch(`${sites[1]!.url}/api/contact`, { headers: { cookie } });
    check(
      login.status === 200 && onOther.status === 200,
      `a staff session made on one instance is valid on the other (${login.status}, ${onOther.status})`,
    );

    const fromOneAddress: number[] = [];
    for (let i = 0; i < 11; i++) fromOneAddress.push((await postLead(proxy.url, { "x-forwarded-for": "10.99.99.99" })).status);
    check(
      fromOneAddress.slice(0, 10).every((status) => status === 200) && fromOneAddress[10] === 429,
      `11 leads from one address across both: ${fromOneAddress.join(" ")}`,
    );

    const answers = await Promise.all(Array.from({ length: 300 }, () => postLead(proxy.url)));
    check(
      answers.every((answer) => answer.status === 200),
      `${answers.filter((answer) => answer.status === 200).length} of 300 concurrent leads accepted through the proxy`,
    );
    const drained = await waitUntil(async () => (await counts(db)).pending === 0, 60_000);
    const stored = await counts(db);
    const ids = new Set(smtp.received.map((mail) => mail.messageId));
    check(
      drained && smtp.received.length === stored.outbox && ids.size === stored.outbox,
      `both outbox workers together sent ${smtp.received.length} messages for ${stored.outbox} queued, ${ids.size} distinct`,
    );
  } finally {
    await proxy.close();
    for (const site of sites) await stopServer(site.child);
    await smtp.close();
    await clear(db);
  }
}

async function sigtermUnderLoad(databaseUrl: string, db: pg.Client) {
  console.log("\n5. SIGTERM during a load while the outbox sends");
  const smtp = await startTestSmtpServer(0, { delayMs: 40 });
  let site = await startSite({ DATABASE_URL: databaseUrl, SMTP_URL: smtp.url });
  try {
    // Leads keep arriving, 5 ms apart, while the slow mail server keeps the outbox busy; the
    // signal comes once a hundred have been answered.
    let answered = 0;
    const load = Promise.all(
      Array.from({ length: 600 }, (_, i) =>
        sleep(i * 5)
          .then(() => postLead(site.url))
          .finally(() => answered++),
      ),
    );
    await waitUntil(async () => answered >= 100 && smtp.received.length >= 5, 30_000);
    const signalled = Date.now();
    site.child.kill("SIGTERM");
    const exit = await new Promise<number | string | null>((resolve) =>
      site.child.once("exit", (code, signal) => resolve(code ?? signal)),
    );
    const stopMs = Date.now() - signalled;
    const answers = await load;
    const accepted = answers.filter((answer) => answer.status === 200).length;
    const atStop = { received: smtp.received.length, ...(await counts(db)) };
    const { rows } = await db.query<{ claimed: string }>(
      `SELECT count(*) AS claimed FROM graphile_worker.jobs WHERE locked_at IS NOT NULL`,
    );
    const refused = answers.filter((answer) => answer.status === 0).length;
    console.log(
      `  stopped ${seconds(stopMs)} after SIGTERM (exit ${exit}); of ${answers.length} leads ${accepted} answered 200, ${refused} found the port closed, ${answers.length - accepted - refused} other; ${atStop.received} e-mails received, ${atStop.pending} pending`,
    );
    check(
      atStop.leads === accepted && accepted + refused === answers.length,
      `every lead answered 200 is stored, every other found the port closed (${atStop.leads} stored, ${accepted} accepted)`,
    );
    check(exit === 143 && stopMs < 10_500, `the process exited by itself within its grace (${seconds(stopMs)}, exit ${exit})`);
    check(Number(rows[0]!.claimed) === 0, `no message left claimed by the stopped process (${rows[0]!.claimed})`);
    check(
      atStop.received === atStop.sent,
      `each message the mail server received is marked sent (${atStop.received}, ${atStop.sent})`,
    );

    site = await startSite({ DATABASE_URL: databaseUrl, SMTP_URL: smtp.url });
    const drained = await waitUntil(async () => (await counts(db)).pending === 0, 60_000);
    const stored = await counts(db);
    const ids = new Set(smtp.received.map((mail) => mail.messageId));
    check(
      drained && smtp.received.length === stored.outbox && ids.size === stored.outbox,
      `after a restart ${smtp.received.length} messages sent for ${stored.outbox} queued, ${ids.size} distinct`,
    );
  } finally {
    await stopServer(site.child);
    await smtp.close();
    await clear(db);
  }
}

async function main() {
  if (!existsSync(path.join(repoRoot, ".next", "BUILD_ID"))) throw new Error("No build in .next: run `npm run build` first.");
  const scratch = await scratchDatabase("disha_reliability", { dir: path.join(".data", "reliability-pg"), port: 54359 });
  const url = scratch.url;
  const db = new pg.Client({ connectionString: url });
  try {
    await migrate(url);
    // The seed seals the admin's key with the sites' AUTH_SECRET.
    await seed(url, {
      ...process.env,
      AUTH_SECRET,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_TOTP_SECRET,
    });
    await db.connect();
    const only = process.argv
      .slice(2)
      .filter((arg) => arg !== "--")
      .map(Number);
    const scenarios = [smtpOutage, databaseCut, workerKilled, twoInstances, sigtermUnderLoad];
    for (const [index, scenario] of scenarios.entries()) if (!only.length || only.includes(index + 1)) await scenario(url, db);
  } finally {
    await db.end().catch(() => undefined);
    await scratch.drop();
  }
  console.log(failures.length ? `\n✗ ${failures.length} check(s) failed` : "\n✓ every check passed");
  if (failures.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
