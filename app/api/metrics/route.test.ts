import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as submitLead } from "@/app/api/contact/route";
import { POST as cron } from "@/app/api/cron/[job]/route";
import { GET as metrics } from "@/app/api/metrics/route";
import { disconnect, pgPool, prisma } from "@/lib/db";
import { smtpTransport } from "@/lib/mail/transport";
import { runDueJobs } from "@/lib/testing/jobs";
import { clearEnquiries, jsonRequest } from "@/lib/testing/enquiries";

const METRICS_TOKEN = "metrics-token-for-the-tests";
const CRON_SECRET = "cron-secret-for-the-tests-0001";

beforeAll(() => {
  // Read by lib/env on first use, which no test of this file has made yet.
  process.env.METRICS_TOKEN = METRICS_TOKEN;
  process.env.CRON_SECRET = CRON_SECRET;
});
beforeEach(clearEnquiries);
afterAll(async () => {
  await clearEnquiries();
  await disconnect();
});

async function scrape(token = METRICS_TOKEN) {
  const response = await metrics(new Request("http://localhost/api/metrics", { headers: { authorization: `Bearer ${token}` } }));
  return { status: response.status, type: response.headers.get("content-type"), text: await response.text() };
}

/** The value of one series in Prometheus' text format (0 when absent). */
function value(text: string, series: string): number {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

const runCron = (job: string, secret = CRON_SECRET) =>
  cron(new Request(`http://localhost/api/cron/${job}`, { method: "POST", headers: { authorization: `Bearer ${secret}` } }), {
    params: Promise.resolve({ job }),
  });

describe("GET /api/metrics", () => {
  it("refuses a wrong token and serves Prometheus' text format to the right one", async () => {
    expect((await scrape("not-the-metrics-token")).status).toBe(401);
    const answer = await scrape();
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(answer.text).toContain("# TYPE http_requests_total counter");
  });

  it("moves with a lead: the request, the accepted enquiry, the backlog it queued", async () => {
    const before = await scrape();
    const lead = {
      name: "Asha Rawat",
      email: "asha.rawat@example.com",
      mobile: "9876543210",
      percentage: "86.4",
      course: "B.TECH",
    };
    expect((await submitLead(jsonRequest("/api/contact", lead))).status).toBe(200);
    expect((await submitLead(jsonRequest("/api/contact", { ...lead, email: "not an e-mail" }))).status).toBe(400);
    const after = await scrape();

    const delta = (series: string) => value(after.text, series) - value(before.text, series);
    expect(delta('http_requests_total{route="lead (API)",method="POST",status="200"}')).toBe(1);
    expect(delta('http_requests_total{route="lead (API)",method="POST",status="400"}')).toBe(1);
    expect(delta('http_request_duration_seconds_count{route="lead (API)",method="POST"}')).toBe(2);
    expect(delta('enquiries_total{form="lead",result="accepted"}')).toBe(1);
    expect(delta('enquiries_total{form="lead",result="invalid"}')).toBe(1);
    expect(value(after.text, "outbox_backlog")).toBe(await prisma.outboxEmail.count({ where: { status: "PENDING" } }));
    expect(value(after.text, "outbox_backlog")).toBeGreaterThan(0);
  });
});

describe("POST /api/cron/[job]", () => {
  it("refuses a wrong secret and an unknown job", async () => {
    expect((await runCron("lead-waiting", "not-the-cron-secret-at-all")).status).toBe(401);
    expect((await runCron("no-such-job")).status).toBe(404);
  });

  it("queues a scheduled job for a worker, and a second call while it waits adds none; a worker runs it and the metrics count it", async () => {
    await pgPool().query("DELETE FROM graphile_worker._private_jobs");
    const first = await runCron("lead-waiting");
    expect(first.status).toBe(200);
    const queued = (await first.json()) as { job: string; jobId: string };
    expect(queued).toMatchObject({ message: "Job queued.", job: "lead-waiting" });
    expect(await (await runCron("lead-waiting")).json()).toMatchObject({ jobId: queued.jobId });
    const waiting = await pgPool().query("SELECT id::text FROM graphile_worker.jobs WHERE task_identifier = 'lead-waiting'");
    expect(waiting.rows).toEqual([{ id: queued.jobId }]);

    const before = await scrape();
    await runDueJobs(smtpTransport("smtp://127.0.0.1:1"));
    const after = await scrape();
    expect(
      value(after.text, 'job_runs_total{job="lead-waiting",result="done"}') -
        value(before.text, 'job_runs_total{job="lead-waiting",result="done"}'),
    ).toBe(1);
  });
});
