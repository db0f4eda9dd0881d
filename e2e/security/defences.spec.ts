/**
 * The defences around the endpoints: response headers, cookie flags, cross-site requests,
 * brute force and the rate limits, against the production server.
 */
import { expect, test } from "@playwright/test";
import { waitForMail } from "../mailbox/client";
import { adminCredentials } from "../staff";
import { actionNamed, callAction } from "./actions";
import { newClient } from "./callers";
import { lead } from "./endpoints";

const EVIL = { origin: "https://evil.example" };

test("pages and APIs carry the security headers, HSTS included in production", async () => {
  const client = await newClient();
  for (const path of ["/", "/contact", "/admisson?tab=medical", "/admin", "/api/college/list", "/api/auth/me", "/no-such-page"]) {
    const headers = (await client.get(path, { maxRedirects: 0 })).headers();
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    expect(headers["content-security-policy"], path).toContain("object-src 'none'");
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    expect(headers["strict-transport-security"], path).toMatch(/max-age=\d{8}/);
    expect(headers["x-powered-by"], path).toBeUndefined();
  }
  await client.dispose();
});

test("the session cookie is httpOnly and SameSite=Lax, and a staff list is never cached", async () => {
  const client = await newClient();
  const response = await client.post("/api/admin/", { data: adminCredentials() });
  expect(response.status()).toBe(200);
  const session = response.headersArray().find((header) => header.name.toLowerCase() === "set-cookie" && /session-token=/.test(header.value));
  expect(session?.value).toMatch(/HttpOnly/i);
  expect(session?.value).toMatch(/SameSite=Lax/i);
  expect(session?.value).toMatch(/Path=\//);
  expect((await client.get("/api/contact")).headers()["cache-control"]).toContain("no-store");
  await client.dispose();
});

test("a cross-site request with the admin's cookie is refused, through a route or a server action", async () => {
  const admin = await newClient();
  expect((await admin.post("/api/admin/", { data: adminCredentials() })).status()).toBe(200);
  const college = await admin.post("/api/college/add", { data: { collegeName: "Cross-site College" }, headers: EVIL });
  expect(college.status()).toBe(403);
  expect(((await college.json()) as { message: string }).message).toMatch(/only be sent from/);
  expect((await admin.delete("/api/blog/delete/anything", { headers: EVIL })).status()).toBe(403);
  expect((await admin.post("/api/contact", { data: lead(), headers: EVIL })).status()).toBe(403);
  expect((await admin.post("/api/admin/", { data: adminCredentials(), headers: EVIL })).status()).toBe(403);

  // A server action posted from another site is refused before it runs.
  const { response, text } = await callAction(admin, actionNamed("addStaffMember"), [{ name: "Mallory", username: "mallory", role: "ADMIN" }], EVIL);
  expect(response.status()).toBe(403);
  expect(text).toMatch(/only be sent from/);
  const staffList = await admin.get("/admin/staff");
  expect(await staffList.text()).not.toContain("mallory");
  await admin.dispose();
});

test("the sixth wrong code for an account is refused even from a new address, and so is the right one after it", async () => {
  const owner = await newClient();
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const who = { name: "Brute Target", email: `brute-${stamp}@example.com`, mobile: `96${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`, password: `orchard-${stamp}` };
  expect((await owner.post("/api/auth/register", { data: who })).status()).toBe(200);
  expect((await owner.post("/api/auth/login", { data: { email: who.email, password: who.password } })).status()).toBe(200);
  const code = /\b(\d{6})\b/.exec(await waitForMail(who.email, /^Your login code/))![1]!;
  const wrong = code === "000000" ? "111111" : "000000";

  for (let attempt = 1; attempt <= 5; attempt++) {
    const attacker = await newClient();
    const answer = await attacker.post("/api/auth/verify-otp", { data: { email: who.email, otp: wrong } });
    expect([400, 401], `wrong code ${attempt}`).toContain(answer.status());
    await attacker.dispose();
  }
  const sixth = await newClient();
  const refused = await sixth.post("/api/auth/verify-otp", { data: { email: who.email, otp: code } });
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  expect(refused.status()).toBeLessThan(500);
  expect(((await refused.json()) as { message: string }).message.length).toBeGreaterThan(0);
  await sixth.dispose();
  await owner.dispose();
});

test("the rate limits answer 429 with Retry-After: enquiries per address, staff log-ins per account", async () => {
  const client = await newClient();
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) statuses.push((await client.post("/api/contact", { data: lead() })).status());
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
  const limited = await client.post("/api/contact", { data: lead() });
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
  expect(((await limited.json()) as { message: string }).message).toMatch(/Too many/);

  const username = `nobody-${Date.now().toString(36)}`;
  const answers: number[] = [];
  for (let i = 0; i < 12; i++) {
    const attacker = await newClient();
    answers.push((await attacker.post("/api/admin/", { data: { username, password: `guess-${i}` } })).status());
    await attacker.dispose();
  }
  expect(answers).toContain(429);
  expect(answers.every((status) => status === 401 || status === 429)).toBe(true);
  await client.dispose();
});
