/**
 * `npm run bench:leads`: accepted leads per second through POST /api/contact on the production
 * build (`next start`, autocannon, 50 connections, 10 s, loopback; every request from a client
 * address of its own, so the rate limit does not answer), beside a bare one-row INSERT transaction
 * through `pg` with 50 concurrent callers on the same table in the same run, as a ratio. Then it
 * checks that every accepted lead is in the table exactly once with its two e-mails queued. Uses a
 * database it creates itself; mail goes to an in-process SMTP server. Build first.
 *
 *   npm run bench:leads                 10 s, 50 connections
 *   npm run bench:leads -- --seconds 20 --connections 100
 *   npm run bench:leads -- --profile     also writes the server's CPU profile to bench-results/profiles
 *   npm run bench:leads -- --mail-down   with the mail server unreachable (no sending competes)
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { startTestSmtpServer } from "@/lib/testing/smtp-server";
import { migrate, scratchDatabase } from "../lib/postgres.mjs";
import { freePort, startServer, stopServer } from "./processes";

const { values } = parseArgs({
  options: { seconds: { type: "string", default: "10" }, connections: { type: "string", default: "50" }, profile: { type: "boolean", default: false }, "mail-down": { type: "boolean", default: false } },
});
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);
const repoRoot = path.resolve(import.meta.dirname, "../..");

function lead(n: number) {
  return JSON.stringify({
    name: `Bench Visitor ${n}`,
    email: `bench${n}@example.com`,
    mobile: `9${String(100_000_000 + n)}`,
    percentage: 75,
    course: "MBA",
    utm_source: "bench",
  });
}

/** One lead through the site, every request from its own client address. */
async function throughTheSite(url: string) {
  let n = 0;
  const result = await autocannon({
    url: `${url}/api/contact`,
    method: "POST",
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { "content-type": "application/json" },
    requests: [
      {
        setupRequest(request) {
          n++;
          return { ...request, body: lead(n), headers: { ...request.headers, "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` } };
        },
      },
    ],
  });
  return {
    accepted: result["2xx"],
    refused: result.non2xx,
    errors: result.errors + result.timeouts,
    perSecond: +(result["2xx"] / SECONDS).toFixed(0),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

/** The floor: a one-row INSERT transaction on the same table, 50 callers at once, for as long. */
async function bareInserts(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
  const latencies: number[] = [];
  let n = 10_000_000;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const id = ++n;
        const start = performance.now();
        const client = await pool.connect();
        try {
          await client.query("BEGIN");
          await client.query(
            `INSERT INTO "Lead" (id, name, email, mobile, percentage, course, "noticeVersion", "updatedAt") VALUES ($1, $2, $3, $4, 75, 'MBA', 'bench', now())`,
            [`bare${id}`, `Bare ${id}`, `bare${id}@example.com`, `+917${String(id).padStart(9, "0")}`],
          );
          await client.query("COMMIT");
        } finally {
          client.release();
        }
        latencies.push(performance.now() - start);
      }
    }),
  );
  await pool.query(`DELETE FROM "Lead" WHERE id LIKE 'bare%'`);
  await pool.end();
  latencies.sort((a, b) => a - b);
  return { perSecond: +(latencies.length / SECONDS).toFixed(0), p99Ms: +latencies[Math.floor(latencies.length * 0.99)]!.toFixed(1) };
}

async function main() {
  if (!existsSync(path.join(repoRoot, ".next", "BUILD_ID"))) throw new Error("No build in .next: run `npm run build` first.");
  const scratch = await scratchDatabase("disha_bench_leads", { dir: path.join(".data", "bench-pg"), port: 54349 });
  const url = scratch.url;
  const smtp = await startTestSmtpServer();
  try {
    await migrate(url);
    const port = await freePort();
    const profile = values.profile ? ["--cpu-prof", "--cpu-prof-dir", path.join(repoRoot, "bench-results", "profiles")] : [];
    const site = await startServer(process.execPath, [...profile, path.join(repoRoot, "node_modules/next/dist/bin/next"), "start", "--port", String(port)], `http://127.0.0.1:${port}/privacy`, {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: url, AUTH_SECRET: randomBytes(32).toString("base64url"), SMTP_URL: values["mail-down"] ? `smtp://127.0.0.1:${await freePort()}` : smtp.url, TRUST_PROXY: "true", NODE_ENV: "production" },
    });
    let viaSite: Awaited<ReturnType<typeof throughTheSite>>;
    try {
      viaSite = await throughTheSite(`http://127.0.0.1:${port}`);
    } finally {
      await stopServer(site);
    }
    const bare = await bareInserts(url);

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ leads: string; distinct: string; outbox: string }>(
      `SELECT (SELECT count(*) FROM "Lead") AS leads, (SELECT count(DISTINCT mobile) FROM "Lead") AS distinct,
              (SELECT count(*) FROM "OutboxEmail") AS outbox`,
    );
    await client.end();
    const stored = { leads: Number(rows[0]!.leads), distinctMobiles: Number(rows[0]!.distinct), emailsQueued: Number(rows[0]!.outbox) };
    // Requests still in flight when the clock stops may be stored without their answer being counted,
    // so up to one per connection more than the accepted count may be stored; never fewer.
    const consistent =
      stored.leads >= viaSite.accepted &&
      stored.leads <= viaSite.accepted + CONNECTIONS &&
      stored.distinctMobiles === stored.leads &&
      stored.emailsQueued === 2 * stored.leads;
    const report = { seconds: SECONDS, connections: CONNECTIONS, site: viaSite, bareInsert: bare, ratio: +(viaSite.perSecond / bare.perSecond).toFixed(3), stored, consistent };
    console.table([
      { path: "POST /api/contact", "per s": viaSite.perSecond, "p50 ms": viaSite.p50Ms, "p99 ms": viaSite.p99Ms, refused: viaSite.refused, errors: viaSite.errors },
      { path: "bare INSERT (pg)", "per s": bare.perSecond, "p50 ms": "-", "p99 ms": bare.p99Ms, refused: 0, errors: 0 },
    ]);
    console.log(`Ratio ${report.ratio}; stored ${stored.leads} leads (${stored.distinctMobiles} distinct), ${stored.emailsQueued} e-mails queued: ${consistent ? "every accepted lead exactly once" : "MISMATCH"}`);
    await mkdir(path.join(repoRoot, "bench-results"), { recursive: true });
    await writeFile(path.join(repoRoot, "bench-results", "leads.json"), JSON.stringify({ ...report, at: new Date().toISOString() }, null, 2));
    if (!consistent) process.exitCode = 1;
  } finally {
    await smtp.close();
    await scratch.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
