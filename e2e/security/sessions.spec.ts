/**
 * A visitor's log-in and sessions over HTTP against the production server: the code only for the
 * client that entered the password, a token dead after a log-out (through the cookie or the token
 * itself) and after a password change, and no code left in the outbox once it is sent.
 */
import { expect, test, type APIRequestContext } from "../test";
import pg from "pg";
import { waitForMailNumber } from "../mailbox/client";
import { newClient } from "./callers";

const PASSWORD_STEP_REQUIRED = /Enter your e-mail and password first/;

function someone() {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  return {
    name: "Session Suite Visitor",
    email: `sessions-${stamp}@example.com`,
    mobile: `95${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
    password: `juniper-${stamp}`,
  };
}

/** The code of the `number`-th log-in of `email` (each log-in e-mails a new one). */
const codeFor = async (email: string, number: number) =>
  /\b(\d{6})\b/.exec(await waitForMailNumber(email, /^Your login code$/, number))![1]!;

/** The Cookie header `client` holds now, to replay after its jar has been cleared. */
const cookieHeader = async (client: APIRequestContext) =>
  (await client.storageState()).cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");

async function logIn(client: APIRequestContext, who: ReturnType<typeof someone>, codesBefore: number): Promise<string> {
  expect((await client.post("/api/auth/login", { data: { email: who.email, password: who.password } })).status()).toBe(200);
  const verified = await client.post("/api/auth/verify-otp", {
    data: { email: who.email, otp: await codeFor(who.email, codesBefore + 1) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return ((await verified.json()) as { token: string }).token;
}

const me = (client: APIRequestContext, token?: string) =>
  client.get("/api/auth/me", { headers: token ? { authorization: `Bearer ${token}`, cookie: "" } : {} });

test("a code verified from a client that did not do the password step is refused; the one that did logs in", async () => {
  const [owner, reader] = await Promise.all([newClient(), newClient()]);
  const who = someone();
  expect((await owner.post("/api/auth/register", { data: who })).status()).toBe(200);
  const login = await owner.post("/api/auth/login", { data: { email: who.email, password: who.password } });
  expect(login.status()).toBe(200);
  expect(await login.json()).toEqual({ message: "OTP sent to email" });
  const step = login
    .headersArray()
    .find((header) => header.name.toLowerCase() === "set-cookie" && header.value.startsWith("disha.login-step="));
  expect(step?.value).toMatch(/HttpOnly/i);
  expect(step?.value).toMatch(/SameSite=Strict/i);
  expect(step?.value).toMatch(/Max-Age=600/i);

  // Whoever reads the e-mail has the code, not the password.
  const code = await codeFor(who.email, 1);
  const stolen = await reader.post("/api/auth/verify-otp", { data: { email: who.email, otp: code } });
  expect(stolen.status()).toBe(401);
  expect(((await stolen.json()) as { message: string }).message).toMatch(PASSWORD_STEP_REQUIRED);
  const forged = await reader.post("/api/auth/verify-otp", {
    data: { email: who.email, otp: code },
    headers: { cookie: "disha.login-step=eyJlIjoiYSJ9.AAAA" },
  });
  expect(forged.status()).toBe(401);
  const resend = await reader.post("/api/auth/resend-otp", { data: { email: who.email } });
  expect(resend.status()).toBe(401);
  expect((await me(reader)).status()).toBe(401);

  const verified = await owner.post("/api/auth/verify-otp", { data: { email: who.email, otp: code } });
  expect(verified.status()).toBe(200);
  await Promise.all([owner.dispose(), reader.dispose()]);
});

test("a token is refused after its log-in logs out, through the cookie or through the token itself", async () => {
  const who = someone();
  const browser = await newClient();
  expect((await browser.post("/api/auth/register", { data: who })).status()).toBe(200);
  const token = await logIn(browser, who, 0);
  expect((await me(browser, token)).status()).toBe(200);
  const browserCookie = await cookieHeader(browser);
  // The log-out with the cookie ends the same session the token carries.
  const loggedOut = await browser.post("/api/auth/logout");
  expect(loggedOut.status()).toBe(200);
  expect(await loggedOut.json()).toEqual({ message: "Logged out" });
  expect((await me(browser, token)).status()).toBe(401);
  // The cookie itself, replayed, is dead on the server, not only cleared in this client.
  expect((await browser.get("/api/auth/me", { headers: { cookie: browserCookie } })).status()).toBe(401);

  const app = await newClient();
  const appToken = await logIn(app, who, 1);
  const appCookie = await cookieHeader(app);
  expect((await app.get("/api/auth/me", { headers: { cookie: appCookie } })).status()).toBe(200);
  const bearerOut = await app.post("/api/auth/logout", { headers: { authorization: `Bearer ${appToken}`, cookie: "" } });
  expect(bearerOut.status()).toBe(200);
  expect((await me(app, appToken)).status()).toBe(401);
  // The cookie of that log-in went with it.
  expect((await app.get("/api/auth/me", { headers: { cookie: appCookie } })).status()).toBe(401);
  expect((await app.post("/api/auth/logout", { headers: { authorization: `Bearer ${appToken}`, cookie: "" } })).status()).toBe(
    401,
  );
  await Promise.all([browser.dispose(), app.dispose()]);
});

test("a token is refused after a password change made elsewhere; the session that changed it stays", async () => {
  const who = someone();
  const [phone, laptop] = await Promise.all([newClient(), newClient()]);
  expect((await phone.post("/api/auth/register", { data: who })).status()).toBe(200);
  const phoneToken = await logIn(phone, who, 0);
  const laptopToken = await logIn(laptop, who, 1);
  const phoneCookie = await cookieHeader(phone);

  const wrong = await laptop.post("/api/auth/change-password", {
    data: { currentPassword: "not-it-at-all", newPassword: `new-${who.password}` },
  });
  expect(wrong.status()).toBe(400);
  expect((await me(phone, phoneToken)).status()).toBe(200);

  const changed = await laptop.post("/api/auth/change-password", {
    data: { currentPassword: who.password, newPassword: `new-${who.password}` },
    headers: { authorization: `Bearer ${laptopToken}`, cookie: "" },
  });
  expect(changed.status(), await changed.text()).toBe(200);
  expect((await me(phone, phoneToken)).status()).toBe(401);
  expect((await phone.get("/api/auth/me", { headers: { cookie: phoneCookie } })).status()).toBe(401);
  expect((await me(laptop, laptopToken)).status()).toBe(200);
  expect((await phone.post("/api/auth/login", { data: { email: who.email, password: who.password } })).status()).toBe(401);
  await Promise.all([phone.dispose(), laptop.dispose()]);
});

test("the outbox row of a sent login code holds no code, in its subject or its body", async () => {
  const who = someone();
  const client = await newClient();
  expect((await client.post("/api/auth/register", { data: who })).status()).toBe(200);
  expect((await client.post("/api/auth/login", { data: { email: who.email, password: who.password } })).status()).toBe(200);
  const code = await codeFor(who.email, 1);
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    const sentRow = async () =>
      (
        await db.query<{ subject: string; text: string; html: string | null; status: string }>(
          `SELECT subject, text, html, status FROM "OutboxEmail" WHERE "to" = $1 AND subject = 'Your login code'`,
          [who.email],
        )
      ).rows[0];
    // Marked sent just after the mail server took it.
    await expect.poll(async () => (await sentRow())?.status).toBe("SENT");
    const row = (await sentRow())!;
    expect(`${row.subject} ${row.text} ${row.html ?? ""}`).not.toContain(code);
    expect(row.html).toBeNull();
  } finally {
    await db.end();
  }
  await client.dispose();
});
