import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as cron } from "@/app/api/cron/[job]/route";
import { GET as metrics } from "@/app/api/metrics/route";
import { GET as ready } from "@/app/api/ready/route";
import { disconnect } from "@/lib/db";

beforeAll(() => {
  // Read by lib/env on first use, which no test of this file has made yet.
  delete process.env.METRICS_TOKEN;
  delete process.env.CRON_SECRET;
});
afterAll(disconnect);

const bearer = { authorization: "Bearer anything-at-all-here" };

describe("without METRICS_TOKEN and CRON_SECRET", () => {
  it("metrics and cron are off (404)", async () => {
    expect((await metrics(new Request("http://localhost/api/metrics", { headers: bearer }))).status).toBe(404);
    const post = await cron(new Request("http://localhost/api/cron/lead-waiting", { method: "POST" }), {
      params: Promise.resolve({ job: "lead-waiting" }),
    });
    expect(post.status).toBe(404);
  });

  it("ready tells anyone the status alone, whatever token they send", async () => {
    const response = await ready(new Request("http://localhost/api/ready", { headers: bearer }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ready" });
  });
});
