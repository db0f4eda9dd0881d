import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { currentCaller } from "@/lib/auth/caller";
import { disconnect, prisma } from "@/lib/db";
import { SECRET_REMOVED } from "@/lib/mail/delivery";
import { smtpTransport } from "@/lib/mail/transport";
import { runDueJobs } from "@/lib/testing/jobs";
import { freshIp } from "@/lib/testing/enquiries";
import { apiToken, openTestSession, requestWith, sessionCookie } from "@/lib/testing/sessions";
import { startTestSmtpServer } from "@/lib/testing/smtp-server";
import { CURRENT_PASSWORD_WRONG, changePassword, PASSWORD_CHANGED, SAME_PASSWORD } from "./change-password";
import { CODE_SENT, PASSWORD_STEP_REQUIRED, resendLoginCode, startLogin, TOO_MANY_CODES, verifyLoginCode } from "./login";
import { emailOfLoginStep, loginStepOf, loginStepValue } from "./login-step";
import { endOwnSessionById, ownSessions, SESSION_ENDED, SESSION_GONE, USE_LOG_OUT } from "./own-sessions";
import { REGISTERED, registerAccount } from "./register";
import { requestPasswordReset } from "./reset";

// Real PostgreSQL and a real SMTP server: the rules of a visitor's log-in, sessions and password.
const PASSWORD = "saffron-kettle-58";
let n = 0;

async function visitor() {
  n++;
  const who = {
    name: `Session Visitor ${n}`,
    email: `session${n}.${Date.now()}@example.com`,
    mobile: `97${String(20_000_000 + n)}`,
    password: PASSWORD,
  };
  expect(await registerAccount(who, freshIp())).toEqual({ ok: true, message: REGISTERED });
  const user = await prisma.user.findUniqueOrThrow({
    where: { email: who.email },
    select: { id: true, name: true, role: true, sessionVersion: true },
  });
  return { ...who, user };
}

const lastMail = (to: string) => prisma.outboxEmail.findFirstOrThrow({ where: { to }, orderBy: { createdAt: "desc" } });
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? "";
const withCookie = (cookie: string) => requestWith("/api/auth/me", { cookie });
const withBearer = (token: string) => requestWith("/api/auth/me", { headers: { authorization: `Bearer ${token}` } });

beforeEach(async () => {
  await prisma.rateLimit.deleteMany();
});

afterAll(async () => {
  await prisma.outboxEmail.deleteMany();
  await prisma.auditLog.deleteMany();
  await prisma.user.deleteMany({ where: { email: { startsWith: "session" } } });
  await prisma.rateLimit.deleteMany();
  await disconnect();
});

describe("the code step is bound to the password step", () => {
  it("reads the step's cookie only when genuine, unexpired and unaltered", () => {
    const value = loginStepValue("asha@example.com");
    expect(emailOfLoginStep(value)).toBe("asha@example.com");
    expect(loginStepOf(new Headers({ cookie: `theme=dark; disha.login-step=${value}` }))).toBe("asha@example.com");
    expect(emailOfLoginStep(value, Date.now() + 11 * 60_000)).toBeNull();
    const [payload, mac] = value.split(".");
    const forged = Buffer.from(JSON.stringify({ e: "mallory@example.com", x: Date.now() + 60_000 })).toString("base64url");
    expect(emailOfLoginStep(`${forged}.${mac}`)).toBeNull();
    expect(emailOfLoginStep(`${payload}.${mac}x`)).toBeNull();
    expect(emailOfLoginStep(undefined)).toBeNull();
    expect(loginStepOf(new Headers())).toBeNull();
  });

  it("refuses the right code from a client without the step, or with another address's, before counting a try", async () => {
    const who = await visitor();
    expect(await startLogin({ email: who.email, password: PASSWORD }, freshIp())).toEqual({ ok: true, message: CODE_SENT });
    const code = codeIn((await lastMail(who.email)).text);
    const other = await visitor();
    for (const step of [null, other.email]) {
      expect(await verifyLoginCode({ email: who.email, otp: code }, freshIp(), step)).toEqual({
        ok: false,
        status: 401,
        message: PASSWORD_STEP_REQUIRED,
        errors: {},
      });
    }
    expect(await resendLoginCode({ email: who.email }, freshIp(), null)).toMatchObject({
      ok: false,
      status: 401,
      message: PASSWORD_STEP_REQUIRED,
    });
    expect((await prisma.otpChallenge.findFirstOrThrow({ where: { email: who.email, consumedAt: null } })).attempts).toBe(0);
    expect(await verifyLoginCode({ email: who.email, otp: code }, freshIp(), who.email)).toMatchObject({ ok: true });
  });

  it("sends at most 6 codes an hour to an address, password steps and resends together", async () => {
    const who = await visitor();
    for (let i = 0; i < 6; i++)
      expect(await startLogin({ email: who.email, password: PASSWORD }, freshIp())).toEqual({ ok: true, message: CODE_SENT });
    const before = await prisma.outboxEmail.count({ where: { to: who.email } });
    expect(await startLogin({ email: who.email, password: PASSWORD }, freshIp())).toMatchObject({
      ok: false,
      status: 429,
      message: TOO_MANY_CODES,
    });
    expect(await resendLoginCode({ email: who.email }, freshIp(), who.email)).toMatchObject({ ok: false, status: 429 });
    expect(await prisma.outboxEmail.count({ where: { to: who.email } })).toBe(before);
    // A wrong password is not a code: it counts against the account's log-in failures, not this.
    expect(await startLogin({ email: who.email, password: "not-the-password-9" }, freshIp())).toMatchObject({ status: 401 });
  });
});

describe("no secret stays in the outbox once sent", () => {
  it("blanks the text and HTML of a sent login code and reset link, keeping the row; other mail keeps its text", async () => {
    const who = await visitor();
    await startLogin({ email: who.email, password: PASSWORD }, freshIp());
    const code = codeIn((await lastMail(who.email)).text);
    await requestPasswordReset({ email: who.email }, freshIp());
    await registerAccount({ name: "Again", email: who.email, mobile: "9812345678", password: PASSWORD }, freshIp());
    const smtp = await startTestSmtpServer();
    try {
      await prisma.outboxEmail.updateMany({ where: { to: { not: who.email } }, data: { status: "SENT" } });
      await runDueJobs(smtpTransport(smtp.url));
      const sent = smtp.received.filter((mail) => mail.to.includes(who.email));
      expect(sent.map((mail) => mail.subject).sort()).toEqual([
        "Reset your password",
        "You already have an account",
        "Your login code",
      ]);
      expect(sent.find((mail) => mail.subject === "Your login code")?.raw).toContain(code);
    } finally {
      await smtp.close();
    }
    const rows = await prisma.outboxEmail.findMany({ where: { to: who.email }, orderBy: { subject: "asc" } });
    expect(rows.map((row) => [row.subject, row.status, row.text === SECRET_REMOVED, row.html])).toEqual([
      ["Reset your password", "SENT", true, null],
      ["You already have an account", "SENT", false, expect.stringContaining("already has an account")],
      ["Your login code", "SENT", true, null],
    ]);
    const stored = JSON.stringify(rows.filter((row) => row.secret));
    expect(stored).not.toContain(code);
    expect(stored).not.toMatch(/reset-password\//);
  });
});

describe("changing the password", () => {
  it("needs the current password and a good new one", async () => {
    const who = await visitor();
    const sessionId = await openTestSession(who.user);
    const holder = { userId: who.user.id, sessionId };
    expect(await changePassword(holder, { currentPassword: "wrong-password-7", newPassword: "copper-lantern-91" })).toMatchObject(
      { status: 400, errors: { currentPassword: CURRENT_PASSWORD_WRONG } },
    );
    expect(await changePassword(holder, { currentPassword: PASSWORD, newPassword: PASSWORD })).toMatchObject({
      status: 400,
      errors: { newPassword: SAME_PASSWORD },
    });
    expect(await changePassword(holder, { currentPassword: PASSWORD, newPassword: "password123" })).toMatchObject({
      status: 400,
      errors: { newPassword: expect.stringMatching(/too common/) },
    });
    expect(await changePassword(holder, { currentPassword: PASSWORD, newPassword: "short" })).toMatchObject({
      status: 400,
      errors: { newPassword: expect.any(String) },
    });
    expect(await changePassword(holder, {})).toMatchObject({
      status: 400,
      errors: { currentPassword: expect.any(String), newPassword: expect.any(String) },
    });
  });

  it("ends every other session and token, keeps the caller's, and the new password is the one that logs in", async () => {
    const who = await visitor();
    const here = await openTestSession(who.user);
    const hereCookie = await sessionCookie(who.user, { sid: here, noRow: true });
    const hereToken = await apiToken(who.user, here);
    const phone = await sessionCookie(who.user);
    const app = await apiToken(who.user);
    expect(await currentCaller(withBearer(app))).not.toBeNull();

    expect(
      await changePassword(
        { userId: who.user.id, sessionId: here },
        { currentPassword: PASSWORD, newPassword: "copper-lantern-91" },
      ),
    ).toEqual({ ok: true, message: PASSWORD_CHANGED });
    expect(await currentCaller(withCookie(phone))).toBeNull();
    expect(await currentCaller(withBearer(app))).toBeNull();
    expect(await currentCaller(withCookie(hereCookie))).toMatchObject({ userId: who.user.id });
    expect(await currentCaller(withBearer(hereToken))).toMatchObject({ userId: who.user.id });
    expect(await startLogin({ email: who.email, password: PASSWORD }, freshIp())).toMatchObject({ status: 401 });
    expect(await startLogin({ email: who.email, password: "copper-lantern-91" }, freshIp())).toMatchObject({ ok: true });
    expect(await prisma.auditLog.count({ where: { entityId: who.user.id, action: "account.password-change" } })).toBe(1);
  });
});

describe("a visitor's own sessions", () => {
  it("lists them newest first with their kind, marks the caller's, and ends another one but not someone else's", async () => {
    const who = await visitor();
    const someoneElse = await visitor();
    const browser = await openTestSession(who.user, { startedSecondsAgo: 7200 });
    const app = await openTestSession(who.user, { kind: "API", startedSecondsAgo: 3600 });
    const here = await openTestSession(who.user);
    const theirs = await openTestSession(someoneElse.user);

    const listed = await ownSessions({ userId: who.user.id, sessionId: here });
    expect(listed.ok && listed.data?.sessions.map(({ id, kind, current }) => ({ id, kind, current }))).toEqual([
      { id: here, kind: "BROWSER", current: true },
      { id: app, kind: "API", current: false },
      { id: browser, kind: "BROWSER", current: false },
    ]);

    const holder = { userId: who.user.id, sessionId: here };
    expect(await endOwnSessionById(holder, here)).toMatchObject({ status: 400, message: USE_LOG_OUT });
    expect(await endOwnSessionById(holder, theirs)).toMatchObject({ status: 404, message: SESSION_GONE });
    expect(await endOwnSessionById(holder, { id: app })).toMatchObject({ status: 400 });
    expect(await endOwnSessionById(holder, app)).toEqual({ ok: true, message: SESSION_ENDED });
    expect(await endOwnSessionById(holder, app)).toMatchObject({ status: 404 });
    expect(await prisma.accountSession.findUnique({ where: { id: theirs } })).not.toBeNull();
    const after = await ownSessions(holder);
    expect(after.ok && after.data?.sessions.map((row) => row.id)).toEqual([here, browser]);
  });
});
