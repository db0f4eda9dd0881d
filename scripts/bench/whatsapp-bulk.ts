/**
 * `npm run bench:whatsapp-bulk`: a marketing WhatsApp template to every lead of a Contact List
 * filter, on a database of its own holding 5,000 leads of it (one in 20 without marketing
 * consent, one in 50 a minor awaiting a guardian), sent by the job worker to the in-process Cloud
 * API stand-in at WHATSAPP_SEND_RATE. It reports the time to check and queue them all (target
 * < 10 s), the achieved send rate against the configured one (from the stand-in's arrival times,
 * with the most that arrived in any one second), and the process's memory (RSS and heap) sampled
 * every 250 ms while they are sent, as each thousand goes out.
 *
 *   npm run bench:whatsapp-bulk
 *   npm run bench:whatsapp-bulk -- --rate 200 --workers 2
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { migrate, scratchDatabase } from "../lib/postgres.mjs";

const { values } = parseArgs({
  options: {
    leads: { type: "string", default: "5000" },
    rate: { type: "string", default: "80" },
    workers: { type: "string", default: "1" },
  },
});
const LEADS = Number(values.leads);
const RATE = Number(values.rate);
const WORKERS = Number(values.workers);
const TOKEN = "bench-whatsapp-token-0000000000";
const PHONE_ID = "106540352242922";

async function seed(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`
      INSERT INTO "User" (id, role, name, username, "passwordHash", "updatedAt")
      SELECT 'staff' || i, 'COUNSELLOR', 'Counsellor ' || i, 'counsellor' || i, 'x', now() FROM generate_series(1, 20) i`);
    await client.query(
      `INSERT INTO "User" (id, role, name, username, "passwordHash", "updatedAt") VALUES ('admin', 'ADMIN', 'Admin', 'admin', 'x', now())`,
    );
    await client.query(
      `INSERT INTO "Lead" (id, name, email, mobile, percentage, course, source, "assignedToId", "awaitingGuardian", "noticeVersion", "createdAt", "updatedAt")
       SELECT 'benchlead' || i, 'Student ' || i, 'student' || i || '@example.com', '+919' || lpad((100000000 + i)::text, 9, '0'), 70, 'MBA', 'API',
              'staff' || (1 + i % 20), i % 50 = 0, 'bench', now() - (i * interval '60 seconds'), now()
         FROM generate_series(1, $1) i`,
      [LEADS],
    );
    await client.query(
      `INSERT INTO "Consent" (id, form, "enquiryId", purpose, method, "noticeVersion")
       SELECT 'enquiry' || i, 'lead', 'benchlead' || i, 'ENQUIRY', 'FORM', 'bench' FROM generate_series(1, $1) i`,
      [LEADS],
    );
    await client.query(
      `INSERT INTO "Consent" (id, form, "enquiryId", purpose, method, "noticeVersion")
       SELECT 'marketing' || i, 'lead', 'benchlead' || i, 'MARKETING', 'FORM', 'bench' FROM generate_series(1, $1) i WHERE i % 20 <> 0`,
      [LEADS],
    );
    await client.query(
      `INSERT INTO "ReplyTemplate" (id, name, channel, body, "waTemplateName", "waLanguage", "waParams", "waMarketing", "updatedAt")
       VALUES ('benchopenday', 'Open day', 'WHATSAPP', 'Hello {name}, our {course} open day is on Sunday. {counsellor}',
               'open_day', 'en', ARRAY['name', 'course', 'counsellor'], true, now())`,
    );
    await client.query('ANALYZE "Lead"; ANALYZE "Consent"');
  } finally {
    await client.end();
  }
}

const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`;

async function main() {
  const scratch = await scratchDatabase("disha_bench_whatsapp", { dir: path.join(".data", "bench-pg"), port: 54361 });
  const { startWhatsAppCloudStandIn } = await import("@/lib/testing/whatsapp-cloud");
  const cloud = await startWhatsAppCloudStandIn({
    token: TOKEN,
    phoneNumberId: PHONE_ID,
    appSecret: "bench-app-secret-0000000000",
  });
  try {
    await migrate(scratch.url);
    console.log(`Seeding ${LEADS.toLocaleString("en-IN")} leads of one filter…`);
    await seed(scratch.url);
    Object.assign(process.env, {
      DATABASE_URL: scratch.url,
      META_GRAPH_URL: cloud.url,
      WHATSAPP_TOKEN: TOKEN,
      WHATSAPP_PHONE_NUMBER_ID: PHONE_ID,
      WHATSAPP_SEND_RATE: String(RATE),
      // One line per job run would be 5,000 lines.
      LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    });
    process.env.AUTH_SECRET ??= randomBytes(32).toString("base64url");
    const { bulkWhatsApp } = await import("@/lib/whatsapp/bulk");
    const { runWorker } = await import("@/lib/jobs/worker");
    const { disconnect } = await import("@/lib/db");
    const admin = { userId: "admin", role: "ADMIN" as const, name: "Admin" };

    const checkStart = performance.now();
    await bulkWhatsApp(admin, { kind: "matching", filter: "course=MBA" }, "benchopenday", { send: false });
    const checkSeconds = (performance.now() - checkStart) / 1000;
    console.log(`\nThe counts before confirming (every lead checked, nothing queued): ${checkSeconds.toFixed(2)} s.`);
    const queueStart = performance.now();
    const answer = await bulkWhatsApp(admin, { kind: "matching", filter: "course=MBA" }, "benchopenday", { send: true });
    const queueSeconds = (performance.now() - queueStart) / 1000;
    if (!answer.ok) throw new Error(answer.message);
    const queued = answer.data!.sendable;
    console.log(`Checked and queued ${queued.toLocaleString("en-IN")} in ${queueSeconds.toFixed(2)} s (target < 10 s).`);
    console.log(`  ${answer.message}`);

    globalThis.gc?.();
    const samples: { at: number; sent: number; rss: number; heap: number }[] = [];
    const sample = () => {
      const memory = process.memoryUsage();
      samples.push({ at: performance.now(), sent: cloud.requests.length, rss: memory.rss, heap: memory.heapUsed });
    };
    sample();
    const sampler = setInterval(sample, 250);
    const transport = { send: async () => undefined, reachable: async () => true };
    const workers = await Promise.all(Array.from({ length: WORKERS }, () => runWorker({ transport, schedule: [] })));
    console.log(`\nSending at WHATSAPP_SEND_RATE=${RATE} with ${WORKERS} worker(s) of 5 jobs each…`);
    while (cloud.requests.length < queued) await new Promise((resolve) => setTimeout(resolve, 200));
    clearInterval(sampler);
    sample();
    await Promise.all(workers.map((worker) => worker.stop()));

    const times = cloud.requests.map((request) => request.receivedAt).sort((a, b) => a - b);
    const achieved = ((times.length - 1) * 1000) / (times.at(-1)! - times[0]!);
    let busiest = 0;
    for (let first = 0, last = 0; last < times.length; last++) {
      while (times[last]! - times[first]! >= 1000) first++;
      busiest = Math.max(busiest, last - first + 1);
    }
    console.log(
      `Sent ${times.length.toLocaleString("en-IN")} in ${((times.at(-1)! - times[0]!) / 1000).toFixed(1)} s: ` +
        `${achieved.toFixed(1)}/s against ${RATE}/s configured; at most ${busiest} arrived within any one second.`,
    );
    console.log("\nMemory while sending (sent so far: RSS, heap):");
    for (const mark of [0, ...Array.from({ length: Math.floor(queued / 1000) }, (_, n) => (n + 1) * 1000), queued]) {
      const at = samples.find((each) => each.sent >= mark) ?? samples.at(-1)!;
      console.log(`  ${String(at.sent).padStart(5)}: ${mb(at.rss).padStart(7)}, ${mb(at.heap).padStart(6)}`);
    }
    const peak = (key: "rss" | "heap") => Math.max(...samples.map((each) => each[key]));
    const least = (key: "rss" | "heap") => Math.min(...samples.map((each) => each[key]));
    console.log(
      `  range over the run: RSS ${mb(least("rss"))}–${mb(peak("rss"))}, heap ${mb(least("heap"))}–${mb(peak("heap"))}`,
    );
    await disconnect();
  } finally {
    await cloud.close();
    await scratch.drop();
  }
}

await main();
