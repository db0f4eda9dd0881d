/**
 * The staff lists' filters and the counsellors' list APIs: a filter that does not parse answers a
 * 400 naming it (a page: a message) at once, the CSV exports included (they used to hang), and a
 * counsellor's list call is capped at a page of 50 and written to the audit log.
 */
import { expect, test } from "../test";
import { callers, newClient, type Callers } from "./callers";
import { lead } from "./endpoints";

let who: Callers;
test.beforeAll(async () => {
  who = await callers();
});
test.afterAll(async () => {
  await who.dispose();
});

// A hang is what this guards against: a request still open after this long fails the test.
const HANG = { timeout: 10_000, maxRedirects: 0 };

test("a bad date, id or cursor in any admin list API or export answers 400 naming the filter", async () => {
  const cases: [string, string][] = [
    ["/admin/contacts/export?from=2026-13-45", "from"],
    ["/admin/contacts/export?to=2026-02-30", "to"],
    ["/admin/contacts/export?assignee=1%20OR%201%3D1", "assignee"],
    ["/admin/franchise/export?cursor=not-ours", "cursor"],
    ["/admin/careers/export?q=" + "x".repeat(101), "q"],
    ["/admin/users/export?cursor=%00", "cursor"],
    ["/api/contact?from=2026-13-45", "from"],
    ["/api/contact?assignee=abc%27--", "assignee"],
    ["/api/contact?view=everything", "view"],
    ["/api/franchise?cursor=not-ours", "cursor"],
    ["/api/auth/register?q=" + "x".repeat(101), "q"],
  ];
  for (const [path, field] of cases) {
    const response = await who.admin.get(path, HANG);
    expect(response.status(), path).toBe(400);
    expect(response.headers()["content-type"], path).toMatch(/^application\/json/);
    expect(((await response.json()) as { message: string }).message, path).toContain(field);
  }
  const dashboard = await who.admin.get("/admin/dashboard/export?from=2026-13-45&to=2026-11-01", HANG);
  expect(dashboard.status()).toBe(400);
  expect(((await dashboard.json()) as { message: string }).message).toBe("Enter both dates of the range as dates.");
});

test("a bad filter in an admin page's address shows a message naming it, never a server error", async () => {
  const cases: [string, string][] = [
    ["/admin/contacts?from=2026-13-45", 'The filter "from" is not valid'],
    ["/admin/contacts?assignee=1%20OR%201%3D1", 'The filter "assignee" is not valid'],
    ["/admin/franchise?cursor=not-ours", 'The filter "cursor" is not valid'],
    ["/admin/careers?cursor=not-ours", 'The filter "cursor" is not valid'],
    ["/admin/users?q=" + "x".repeat(101), 'The filter "q" is not valid'],
    ["/admin/audit?actor=%27%20OR%201%3D1", 'The filter "actor" is not valid'],
  ];
  for (const [path, message] of cases) {
    const response = await who.admin.get(path, HANG);
    expect(response.status(), path).toBeLessThan(500);
    expect(await response.text(), path).toContain(message.replaceAll('"', "&quot;"));
  }
});

test("a counsellor's list call beyond 50 is capped at 50 (the rest a page further) and audited", async () => {
  // More than a page of leads, whatever the suites before left.
  for (let listed = (await (await who.admin.get("/api/contact?limit=60")).json()).length; listed <= 50; listed++) {
    const visitor = await newClient();
    expect((await visitor.post("/api/contact", { data: lead() })).status()).toBe(200);
    await visitor.dispose();
  }
  const response = await who.counsellor.get("/api/contact?limit=500&course=MBA");
  expect(response.status()).toBe(200);
  const mba = (await (await who.admin.get("/api/contact?limit=500&course=MBA")).json()).length;
  expect(((await response.json()) as unknown[]).length).toBe(Math.min(mba, 50));
  const all = await who.counsellor.get("/api/contact?limit=500");
  expect(((await all.json()) as unknown[]).length).toBe(50);
  expect(all.headers().link).toMatch(/^<\/api\/contact\?limit=500&cursor=[\w-]+>; rel="next"$/);
  expect(((await (await who.admin.get("/api/contact?limit=500")).json()) as unknown[]).length).toBeGreaterThan(50);

  // The admin's audit log names the counsellor, what they read and how many.
  const log = await who.admin.get("/admin/audit?entity=Lead");
  const text = await log.text();
  expect(text).toContain("Suite Counsellor");
  expect(text).toContain("read a page of leads through the API");
  expect((await who.counsellor.get("/admin/contacts/export")).status()).toBe(403);
});
