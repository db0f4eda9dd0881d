/**
 * `npm run bench:admin`: the staff lists at 100,000 leads among 20 counsellors. Seeds a database it creates itself
 * (beside DATABASE_URL's, or on an embedded server when unset; never an existing one), then times
 * the Contact List's queries as the pages run them (first page, a page 90,000 leads deep, a search
 * by mobile, a search by name, a filtered view, and the counsellor's views My leads, Unassigned and
 * Follow-up due with their counts, as the page runs them together, the dashboard's figures for 90
 * days and a year, and what assignment on arrival adds to a lead's transaction: p50 and p95 over many
 * runs) and the CSV export of
 * all of them (time, bytes, peak RSS above the starting RSS). Writes bench-results/admin-lists.json.
 *
 *   npm run bench:admin                 100,000 leads, 200 runs per query
 *   npm run bench:admin -- --leads 20000 --runs 50
 */
import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { migrate, scratchDatabase } from "../lib/postgres.mjs";
import { indiaDate } from "@/lib/time/india";

const { values } = parseArgs({
  options: { leads: { type: "string", default: "100000" }, runs: { type: "string", default: "200" } },
});
const LEADS = Number(values.leads);
const RUNS = Number(values.runs);
const resultsDir = path.resolve(import.meta.dirname, "../../bench-results");

/** The n-th of the 20 counsellors' ids, shaped as row ids are (the lead filters accept no other). */
const staffId = (n: number) => `benchstaff${String(n).padStart(2, "0")}`;
const staffIdSql = (n: string) => `'benchstaff' || lpad((${n})::text, 2, '0')`;

/** 100,000 leads over a year, as the forms would have stored them, in one statement. */
async function seed(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`
      INSERT INTO "User" (id, role, name, username, "passwordHash", "updatedAt")
      SELECT ${staffIdSql("i")}, 'COUNSELLOR', 'Counsellor ' || i, 'counsellor' || i, 'x', now() FROM generate_series(1, 20) i`);
    await client.query(
      `INSERT INTO "Lead" (id, name, email, mobile, percentage, course, "appearedInExam", source, status, "assignedToId",
         "nextFollowUpAt", "utmSource", "utmCampaign", "pagePath", "furthestStage", "firstResponseAt", "noticeVersion", "createdAt", "updatedAt")
       SELECT 'lead' || lpad(i::text, 7, '0'),
         (ARRAY['Asha','Rohan','Priya','Vikram','Neha','Arjun','Kavya','Ishaan','Meera','Kabir'])[1 + i % 10] || ' ' ||
           (ARRAY['Sharma','Verma','Nair','Rawat','Mehta','Iyer','Das','Khan','Patel','Singh'])[1 + (i / 10) % 10] || ' ' || i,
         'visitor' || i || '@example.com',
         '+919' || lpad((100000000 + i)::text, 9, '0'),
         50 + (i % 50), (ARRAY['BCA','MCA','B.TECH','M.TECH','BBA','MBA','MBBS'])[1 + i % 7], i % 3 = 0,
         (ARRAY['MODAL','CONTACT_PAGE','API']::"LeadSource"[])[1 + i % 3],
         (ARRAY['NEW','CONTACTED','COUNSELLING_SCHEDULED','APPLIED','ENROLLED','NOT_INTERESTED']::"LeadStatus"[])[1 + i % 6],
         CASE WHEN i % 4 = 0 THEN NULL ELSE ${staffIdSql("1 + i % 20")} END,
         CASE WHEN i % 5 = 0 THEN now() - (i % 30) * interval '1 day' END,
         (ARRAY[NULL,'newsletter','google','instagram'])[1 + i % 4],
         (ARRAY[NULL,'neet-2026','jee-2026','mba-fair'])[1 + i % 4],
         (ARRAY['/','/contact','/admisson','/about','/placement'])[1 + i % 5],
         (ARRAY['NEW','CONTACTED','COUNSELLING_SCHEDULED','APPLIED','ENROLLED','CONTACTED']::"LeadStatus"[])[1 + i % 6],
         CASE WHEN i % 3 <> 0 THEN now() - (i * interval '315 seconds') + (i % 120) * interval '1 minute' END,
         'bench',
         now() - (i * interval '315 seconds'), now()
       FROM generate_series(1, $1) i`,
      [LEADS],
    );
    await client.query('ANALYZE "Lead"');
  } finally {
    await client.end();
  }
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function time(label: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await run(); // warm the pool and the plan cache
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { query: label, p50Ms: +percentile(samples, 50).toFixed(1), p95Ms: +percentile(samples, 95).toFixed(1) };
}

async function main() {
  const scratch = await scratchDatabase("disha_bench_admin", { dir: path.join(".data", "bench-pg"), port: 54349 });
  const url = scratch.url;
  try {
    await migrate(url);
    console.log(`Seeding ${LEADS.toLocaleString("en-IN")} leads…`);
    await seed(url);
    process.env.DATABASE_URL = url;
    process.env.AUTH_SECRET ??= randomBytes(32).toString("base64url");
    const { countLeads, countUnassigned, eachLead, listDueFollowUps, listLeads, readLeadFilter } =
      await import("@/lib/leads/queries");
    const { dashboard } = await import("@/lib/dashboard/queries");
    const { readRange } = await import("@/lib/dashboard/range");
    const { leadCsvColumns } = await import("@/lib/leads/wire");
    const { csvStream } = await import("@/lib/export/csv");
    const { encodeCursor } = await import("@/lib/pagination/keyset");
    const { prisma, disconnect, pgPool } = await import("@/lib/db");
    const { chooseAssignee } = await import("@/lib/leads/assignment");

    const deepRow = await prisma.lead.findFirstOrThrow({
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: Math.floor(LEADS * 0.9),
      select: { id: true, createdAt: true },
    });
    const deep = encodeCursor(deepRow);
    const filter = (query: string) => {
      const reading = readLeadFilter(new URLSearchParams(query));
      if (!reading.ok) throw new Error(reading.message);
      return reading.filter;
    };
    const viewer = staffId(3);
    const today = indiaDate(new Date());
    const yearAgo = indiaDate(new Date(Date.now() - 364 * 86_400_000));
    // Five of the twenty counsellors are the medical team, and MBBS goes to them first.
    const medical = await prisma.team.upsert({
      where: { name: "Medical" },
      create: { name: "Medical" },
      update: {},
      select: { id: true },
    });
    await prisma.user.updateMany({ where: { id: { in: [1, 2, 3, 4, 5].map(staffId) } }, data: { teamId: medical.id } });
    await prisma.assignmentRule.create({ data: { course: "MBBS", teamId: medical.id } });
    const inTransaction = async (work: (sql: import("@/lib/db").Sql) => Promise<unknown>) => {
      const client = await pgPool().connect();
      try {
        await client.query("BEGIN");
        await work(client);
      } finally {
        await client.query("ROLLBACK");
        client.release();
      }
    };
    const contactListPage = (query: string) => {
      const chosen = filter(query);
      const list = chosen.view === "due" ? listDueFollowUps(chosen, viewer) : listLeads(chosen, viewer);
      return Promise.all([list, countLeads(chosen, viewer), countUnassigned()]);
    };
    const queries = [
      await time("first page", () => listLeads(filter(""), viewer)),
      await time(`page ${Math.floor(LEADS * 0.9).toLocaleString("en-IN")} leads deep`, () => listLeads({ cursor: deep }, viewer)),
      await time("search by mobile (+91 91000-54321)", () => listLeads(filter("q=%2B91+91000-54321"), viewer)),
      await time('search by name ("rawat")', () => listLeads(filter("q=rawat"), viewer)),
      await time("filtered: status, course, counsellor", () =>
        listLeads(filter(`status=CONTACTED&course=MBA&assignee=${viewer}`), viewer),
      ),
      await time("Follow-up due, mine", () => listLeads(filter("view=due&assignee=me"), viewer)),
      // The Contact List's views as its page loads them: the list, its count and the Unassigned count at once.
      await time("page: My leads", () => contactListPage("view=mine")),
      await time("page: Unassigned", () => contactListPage("view=unassigned")),
      await time("page: Follow-up due", () => contactListPage("view=due")),
      // The dashboard's every figure, as its page loads them at once.
      await time("dashboard, 90 days, everyone", () =>
        dashboard({ range: readRange(new URLSearchParams("days=90")).range }, null),
      ),
      await time("dashboard, 90 days, one counsellor", () =>
        dashboard({ range: readRange(new URLSearchParams("days=90")).range }, viewer),
      ),
      // What assignment on arrival adds to a lead's transaction: its statements inside BEGIN …
      // ROLLBACK (nothing kept), against the same transaction without them.
      await time("a lead's transaction, empty (baseline)", () => inTransaction(async () => undefined)),
      await time("a lead's transaction, assignment: rotation", () =>
        inTransaction((sql) =>
          chooseAssignee(sql, { email: "new@example.com", mobile: "+919999999999", course: "MBA", source: "MODAL" }),
        ),
      ),
      await time("a lead's transaction, assignment: team rule", () =>
        inTransaction((sql) =>
          chooseAssignee(sql, { email: "new@example.com", mobile: "+919999999999", course: "MBBS", source: "MODAL" }),
        ),
      ),
      await time("a lead's transaction, assignment: repeat", () =>
        inTransaction((sql) =>
          chooseAssignee(sql, { email: "visitor500@example.com", mobile: "+919999999999", course: "MBA", source: "MODAL" }),
        ),
      ),
      await time("dashboard, a year, everyone", () =>
        dashboard({ range: readRange(new URLSearchParams(`from=${yearAgo}&to=${today}`)).range }, null),
      ),
    ];
    console.table(queries);

    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    const start = performance.now();
    let bytes = 0;
    let rows = -1;
    const reader = csvStream(leadCsvColumns, eachLead({}, viewer)).getReader();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      bytes += chunk.value.byteLength;
      for (const byte of chunk.value) if (byte === 10) rows++;
    }
    clearInterval(sampler);
    const exportResult = {
      rows: rows + 1,
      megabytes: +(bytes / 1024 / 1024).toFixed(1),
      seconds: +((performance.now() - start) / 1000).toFixed(1),
      peakRssAboveStartMb: +((peak - baseline) / 1024 / 1024).toFixed(1),
    };
    console.log("CSV export of every lead:", exportResult);
    await disconnect();
    await mkdir(resultsDir, { recursive: true });
    await writeFile(
      path.join(resultsDir, "admin-lists.json"),
      JSON.stringify({ leads: LEADS, runs: RUNS, queries, export: exportResult, at: new Date().toISOString() }, null, 2),
    );
  } finally {
    await scratch.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
