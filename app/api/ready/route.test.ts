import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as cron } from "@/app/api/cron/[job]/route";
import { GET as health } from "@/app/api/health/route";
import { GET as metrics } from "@/app/api/metrics/route";
import { GET as ready } from "@/app/api/ready/route";
import { disconnect, prisma } from "@/lib/db";
import { databaseGate } from "@/scripts/reliability/faults";

// Through a relay the test can cut, as if the database server stopped (the database is still
// this run's own: the relay only forwards to it).
let gate: Awaited<ReturnType<typeof databaseGate>>;
beforeAll(async () => {
  const url = new URL(process.env.DATABASE_URL!);
  gate = await databaseGate({ host: url.hostname, port: Number(url.port || 5432) });
  url.hostname = "127.0.0.1";
  url.port = String(gate.port);
  process.env.DATABASE_URL = url.toString();
  delete process.env.METRICS_TOKEN;
  delete process.env.CRON_SECRET;
});
afterAll(async () => {
  await prisma.outboxEmail.deleteMany();
  await disconnect();
  await gate.close();
});

const get = (handler: (request: Request) => Promise<Response>, path: string, headers: Record<string, string> = {}) =>
  handler(new Request(`http://localhost${path}`, { headers }));

describe("GET /api/health and /api/ready", () => {
  it("health answers 200, uncached, with the request id it was given", async () => {
    const response = await get(health, "/api/health", { "x-request-id": "probe-1" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-request-id")).toBe("probe-1");
  });

  it("a request without an id, or with one that is not an id (a quote, a space), gets a new one", async () => {
    for (const given of [undefined, 'forged" level="error']) {
      const response = await get(health, "/api/health", given ? { "x-request-id": given } : {});
      expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("ready answers 200 with the migrations applied and the outbox moving", async () => {
    const response = await get(ready, "/api/ready");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ready", checks: { database: "ok", migrations: "ok", outbox: "ok" } });
  });

  it("ready answers 503 while the oldest due e-mail has waited longer than READY_OUTBOX_MAX_AGE_SECONDS", async () => {
    await prisma.outboxEmail.create({
      data: { to: "staff@example.com", subject: "Stuck", text: "…", nextAttemptAt: new Date(Date.now() - 700_000) },
    });
    const response = await get(ready, "/api/ready");
    expect(response.status).toBe(503);
    const body = (await response.json()) as { checks: Record<string, string> };
    expect(body.checks.outbox).toMatch(/^oldest due message waiting \d+ s$/);
    await prisma.outboxEmail.deleteMany();
    expect((await get(ready, "/api/ready")).status).toBe(200);
  });

  it("ready answers 503 while the database is down and 200 once it is back", async () => {
    gate.cut();
    const down = await get(ready, "/api/ready");
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: "not ready", checks: { database: "unreachable" } });
    // The process itself is still alive.
    expect((await get(health, "/api/health")).status).toBe(200);
    gate.restore();
    expect((await get(ready, "/api/ready")).status).toBe(200);
  });

  it("metrics and cron are off (404) while their secrets are unset", async () => {
    expect((await get(metrics, "/api/metrics", { authorization: "Bearer anything-at-all-here" })).status).toBe(404);
    const post = await cron(new Request("http://localhost/api/cron/lead-waiting", { method: "POST" }), {
      params: Promise.resolve({ job: "lead-waiting" }),
    });
    expect(post.status).toBe(404);
  });
});
