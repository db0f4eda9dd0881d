/**
 * `npm run bench:import`: a CSV of 10,000 leads (and one bad row in a hundred) through the dry run
 * and the import, in process on a database of its own with 20 counsellors on duty and 100,000
 * leads already stored (so the duplicate and repeat look-ups search a real table), then the same
 * file again (every row already imported). For each: the seconds taken and the rise in the
 * process's memory (RSS and heap) while the file streams through, sampled every 50 ms. The file
 * is fed in 64 KB chunks, as an upload arrives, and never held whole by the import.
 *
 *   npm run bench:import
 *   npm run bench:import -- --rows 50000
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { migrate, scratchDatabase } from "../lib/postgres.mjs";

const { values } = parseArgs({
  options: { rows: { type: "string", default: "10000" }, stored: { type: "string", default: "100000" } },
});
const ROWS = Number(values.rows);
const STORED = Number(values.stored);
const CHUNK_BYTES = 64 * 1024;

const COURSES = ["BCA", "MCA", "B.TECH", "M.TECH", "BBA", "MBA", "MBBS"];

/** The file, line by line: a Meta lead-form export with the course and 12th marks asked. */
function* lines(): Generator<string> {
  yield "full_name,phone_number,email,course,12th percentage,campaign_name\n";
  for (let i = 1; i <= ROWS; i++) {
    const mobile = i % 100 === 0 ? "12345" : `+918${String(100_000_000 + i)}`;
    yield `Imported Student ${i},${mobile},import${i}@example.com,${COURSES[i % COURSES.length]},${50 + (i % 50)},bench-fair\n`;
  }
}

/** The file as an upload arrives, made as it is read: never whole in memory. */
async function* upload(): AsyncGenerator<Uint8Array> {
  let pending = "";
  for (const line of lines()) {
    pending += line;
    if (pending.length >= CHUNK_BYTES) {
      yield Buffer.from(pending);
      pending = "";
    }
  }
  if (pending) yield Buffer.from(pending);
}

async function seed(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`
      INSERT INTO "User" (id, role, name, username, "passwordHash", "onDuty", "updatedAt")
      SELECT 'staff' || i, 'COUNSELLOR', 'Counsellor ' || i, 'counsellor' || i, 'x', true, now() FROM generate_series(1, 20) i`);
    await client.query(
      `INSERT INTO "User" (id, role, name, username, "passwordHash", "updatedAt") VALUES ('admin', 'ADMIN', 'Admin', 'admin', 'x', now())`,
    );
    await client.query(
      `INSERT INTO "Lead" (id, name, email, mobile, percentage, course, source, "assignedToId", "noticeVersion", "createdAt", "updatedAt")
       SELECT 'lead' || i, 'Stored ' || i, 'visitor' || i || '@example.com', '+919' || lpad((100000000 + i)::text, 9, '0'), 70, 'MBA', 'API',
              'staff' || (1 + i % 20), 'bench', now() - (i * interval '315 seconds'), now()
         FROM generate_series(1, $1) i`,
      [STORED],
    );
    await client.query('ANALYZE "Lead"');
  } finally {
    await client.end();
  }
}

/** Runs `work`, sampling memory meanwhile: seconds, and the peak rise of RSS and heap in MB. */
async function measure<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number; rssMb: number; heapMb: number }> {
  globalThis.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  }, 50);
  const start = performance.now();
  try {
    const result = await work();
    return {
      result,
      seconds: (performance.now() - start) / 1000,
      rssMb: (peakRss - before.rss) / 2 ** 20,
      heapMb: (peakHeap - before.heapUsed) / 2 ** 20,
    };
  } finally {
    clearInterval(sampler);
  }
}

async function main() {
  const scratch = await scratchDatabase("disha_bench_import", { dir: path.join(".data", "bench-pg"), port: 54359 });
  try {
    await migrate(scratch.url);
    console.log(`Seeding ${STORED.toLocaleString("en-IN")} stored leads and 20 counsellors on duty…`);
    await seed(scratch.url);
    process.env.DATABASE_URL = scratch.url;
    process.env.AUTH_SECRET ??= randomBytes(32).toString("base64url");
    const { dryRun, importLeads } = await import("@/lib/leads/import/run");
    const { disconnect } = await import("@/lib/db");
    const fileMb = [...lines()].reduce((bytes, line) => bytes + Buffer.byteLength(line), 0) / 2 ** 20;
    console.log(
      `\nA file of ${ROWS.toLocaleString("en-IN")} rows (${fileMb.toFixed(1)} MB), fed in ${CHUNK_BYTES / 1024} KB chunks:\n`,
    );

    const runs = [
      ["dry run", await measure(() => dryRun(upload()))],
      ["import", await measure(() => importLeads({ name: "bench.csv", bytes: upload() }, undefined, "admin"))],
      ["the same file again", await measure(() => importLeads({ name: "bench.csv", bytes: upload() }, undefined, "admin"))],
    ] as const;
    for (const [label, run] of runs) {
      const { problems, ...counts } = run.result;
      console.log(
        `${label.padEnd(20)} ${run.seconds.toFixed(2).padStart(6)} s  ${Math.round(ROWS / run.seconds)
          .toLocaleString("en-IN")
          .padStart(7)} rows/s  ` +
          `memory +${run.rssMb.toFixed(1)} MB RSS, +${run.heapMb.toFixed(1)} MB heap  ${JSON.stringify({ ...counts, problems: problems.length })}`,
      );
    }
    await disconnect();
  } finally {
    await scratch.drop();
  }
}

await main();
