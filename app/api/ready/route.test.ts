import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
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
  // Read by lib/env on first use, which no test of this file has made yet.
  process.env.METRICS_TOKEN = TOKEN;
});
afterAll(async () => {
  await prisma.outboxEmail.deleteMany();
  await disconnect();
  await gate.close();
});

const TOKEN = "ready-test-metrics-token-0123456789";
const withToken = { authorization: `Bearer ${TOKEN}` };

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
    const response = await get(ready, "/api/ready", withToken);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ready", checks: { database: "ok", migrations: "ok", outbox: "ok" } });
  });

  it("ready tells a caller without METRICS_TOKEN the status alone, the token missing or wrong", async () => {
    for (const headers of [{}, { authorization: "Bearer not-the-metrics-token-at-all" }] as Record<string, string>[]) {
      const response = await get(ready, "/api/ready", headers);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: "ready" });
    }
  });

  it("ready answers 503 while the oldest due e-mail has waited longer than READY_OUTBOX_MAX_AGE_SECONDS", async () => {
    await prisma.outboxEmail.create({
      data: { to: "staff@example.com", subject: "Stuck", text: "…", nextAttemptAt: new Date(Date.now() - 700_000) },
    });
    const response = await get(ready, "/api/ready", withToken);
    expect(response.status).toBe(503);
    const body = (await response.json()) as { checks: Record<string, string> };
    expect(body.checks.outbox).toMatch(/^oldest due message waiting \d+ s$/);
    expect(await (await get(ready, "/api/ready")).json()).toEqual({ status: "not ready" });
    await prisma.outboxEmail.deleteMany();
    expect((await get(ready, "/api/ready")).status).toBe(200);
  });

  it("ready answers 503 while the database is down and 200 once it is back", async () => {
    gate.cut();
    const down = await get(ready, "/api/ready", withToken);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: "not ready", checks: { database: "unreachable" } });
    // The process itself is still alive.
    expect((await get(health, "/api/health")).status).toBe(200);
    gate.restore();
    expect((await get(ready, "/api/ready")).status).toBe(200);
  });
});
