import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { issueApiToken } from "@/lib/auth/api-token";
import { disconnect, prisma } from "@/lib/db";
import { smtpTransport } from "@/lib/mail/transport";
import { runDueJobs } from "@/lib/testing/jobs";
import { freshIp } from "@/lib/testing/enquiries";
import { startTestSmtpServer } from "@/lib/testing/smtp-server";
import { CODE_EXPIRED, CODE_INVALID, CODE_SENT, INVALID_LOGIN, resendLoginCode, startLogin, verifyLoginCode } from "./login";
import { COMMON_PASSWORD } from "./password-policy";
import { PROFILE_UPDATED, readProfile, updateProfile } from "./profile";
import { REGISTERED, registerAccount } from "./register";
import { TOO_MANY_ATTEMPTS } from "./rate-limits";
import {
  PASSWORD_UPDATED,
  RESET_LINK_INVALID,
  RESET_LINK_SENT,
  requestPasswordReset,
  resetLinkProblem,
  resetPassword,
} from "./reset";

const PASSWORD = "tulip-monsoon-42";
let n = 0;
const person = () => {
  n++;
  return {
    name: `Visitor ${n}`,
    email: `visitor${n}.${Date.now()}@example.com`,
    mobile: `98${String(10_000_000 + n)}`,
    password: PASSWORD,
  };
};

/** The newest e-mail queued to `to`. */
const lastMail = (to: string) => prisma.outboxEmail.findFirstOrThrow({ where: { to }, orderBy: { createdAt: "desc" } });
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? "";
const tokenIn = (text: string) => /\/reset-password\/([\w-]+)/.exec(text)?.[1] ?? "";

async function registered() {
  const who = person();
  expect(await registerAccount(who, freshIp())).toEqual({ ok: true, message: REGISTERED });
  return who;
}

async function codeFor(who: { email: string; password: string }) {
  expect(await startLogin({ email: who.email, password: who.password }, freshIp())).toEqual({ ok: true, message: CODE_SENT });
  return codeIn((await lastMail(who.email)).text);
}

beforeEach(async () => {
  await prisma.rateLimit.deleteMany();
});

afterAll(async () => {
  await prisma.outboxEmail.deleteMany();
  await prisma.auditLog.deleteMany();
  await prisma.user.deleteMany();
  await prisma.rateLimit.deleteMany();
  await disconnect();
});

describe("registration", () => {
  it("keeps an argon2id hash, never the password, and refuses short, long and common passwords", async () => {
    const who = await registered();
    const user = await prisma.user.findUniqueOrThrow({ where: { email: who.email } });
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user).toMatchObject({ role: "USER", mobile: `+91${who.mobile}` });
    expect(await registerAccount({ ...person(), password: "short1" }, freshIp())).toMatchObject({
      status: 400,
      errors: { password: "Use at least 8 characters" },
    });
    expect(await registerAccount({ ...person(), password: "x".repeat(129) }, freshIp())).toMatchObject({
      status: 400,
      errors: { password: "Use at most 128 characters" },
    });
    expect(await registerAccount({ ...person(), password: "password123" }, freshIp())).toMatchObject({
      status: 400,
      errors: { password: COMMON_PASSWORD },
    });
    expect(await registerAccount({ name: "", email: "nope" }, freshIp())).toMatchObject({
      status: 400,
      errors: { name: expect.any(String), email: expect.any(String), mobile: expect.any(String), password: expect.any(String) },
    });
  });

  it("answers a taken address exactly as a new one, and tells its owner instead", async () => {
    const who = await registered();
    const again = await registerAccount({ ...person(), email: who.email.toUpperCase(), name: "Someone Else" }, freshIp());
    expect(again).toEqual({ ok: true, message: REGISTERED });
    expect(await prisma.user.count({ where: { email: who.email } })).toBe(1);
    expect((await lastMail(who.email)).subject).toBe("You already have an account");
  });

  it("stops a flood of registrations for one address", async () => {
    const email = `flood${Date.now()}@example.com`;
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await registerAccount({ ...person(), email }, freshIp()));
    expect(answers.slice(0, 3).every((answer) => answer.ok)).toBe(true);
    expect(answers[3]).toMatchObject({ ok: false, status: 429 });
  });
});

describe("log-in with a one-time code", () => {
  it("answers a wrong password and an unknown address alike, and sends a code only for the right password", async () => {
    const who = await registered();
    const wrong = await startLogin({ email: who.email, password: "wrong-password-1" }, freshIp());
    const unknown = await startLogin({ email: `nobody${Date.now()}@example.com`, password: PASSWORD }, freshIp());
    expect(wrong).toEqual({ ok: false, status: 401, message: INVALID_LOGIN, errors: {} });
    expect(unknown).toEqual(wrong);
    expect(await prisma.otpChallenge.count({ where: { email: who.email } })).toBe(0);

    const code = await codeFor(who);
    expect(code).toMatch(/^\d{6}$/);
    const challenge = await prisma.otpChallenge.findFirstOrThrow({ where: { email: who.email } });
    expect(challenge.codeHash).not.toContain(code);
    expect(challenge.expiresAt.getTime() - challenge.createdAt.getTime()).toBeCloseTo(10 * 60_000, -3);
  });

  it("takes the right code once, for the address it was sent to only", async () => {
    const [alice, bob] = [await registered(), await registered()];
    const code = await codeFor(alice);
    await codeFor(bob);
    expect(await verifyLoginCode({ email: bob.email, otp: code }, freshIp(), bob.email)).toMatchObject({
      ok: false,
      status: 401,
    });
    expect(await verifyLoginCode({ email: alice.email, otp: code }, freshIp(), alice.email)).toMatchObject({
      ok: true,
      user: { email: alice.email, role: "USER" },
    });
    expect(await verifyLoginCode({ email: alice.email, otp: code }, freshIp(), alice.email)).toMatchObject({
      ok: false,
      status: 401,
      message: CODE_EXPIRED,
    });
    expect((await prisma.user.findUniqueOrThrow({ where: { email: alice.email } })).emailVerifiedAt).not.toBeNull();
  });

  it("is never a login without a code, or without a pending one", async () => {
    const who = await registered();
    expect(await verifyLoginCode({ email: who.email }, freshIp(), who.email)).toMatchObject({
      ok: false,
      status: 400,
      errors: { otp: expect.any(String) },
    });
    expect(await verifyLoginCode({ email: who.email, otp: "" }, freshIp(), who.email)).toMatchObject({ ok: false, status: 400 });
    expect(await verifyLoginCode({ email: who.email, otp: "123456" }, freshIp(), who.email)).toMatchObject({
      ok: false,
      status: 401,
    });
  });

  it("dies after 5 wrong tries: the 6th, even the right code from a new address, is refused", async () => {
    const who = await registered();
    const code = await codeFor(who);
    const wrongCode = code === "000000" ? "111111" : "000000";
    for (let i = 1; i <= 4; i++)
      expect(await verifyLoginCode({ email: who.email, otp: wrongCode }, freshIp(), who.email)).toMatchObject({
        status: 401,
        message: CODE_INVALID,
      });
    expect(await verifyLoginCode({ email: who.email, otp: wrongCode }, freshIp(), who.email)).toMatchObject({
      status: 401,
      message: CODE_EXPIRED,
    });
    expect(await verifyLoginCode({ email: who.email, otp: code }, freshIp(), who.email)).toMatchObject({
      ok: false,
      status: 401,
      message: CODE_EXPIRED,
    });
  });

  it("expires after 10 minutes", async () => {
    const who = await registered();
    const code = await codeFor(who);
    await prisma.otpChallenge.updateMany({ where: { email: who.email }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await verifyLoginCode({ email: who.email, otp: code }, freshIp(), who.email)).toMatchObject({
      ok: false,
      status: 401,
      message: CODE_EXPIRED,
    });
  });

  it("resends at most once a minute, a new code replacing the old one", async () => {
    const who = await registered();
    const first = await codeFor(who);
    expect(await resendLoginCode({ email: who.email }, freshIp(), who.email)).toMatchObject({ ok: true });
    const second = codeIn((await lastMail(who.email)).text);
    expect(await resendLoginCode({ email: who.email }, freshIp(), who.email)).toMatchObject({ ok: false, status: 429 });
    // A new code: drawing the same six digits again has one chance in a million.
    expect(second).not.toBe(first);
    expect(await verifyLoginCode({ email: who.email, otp: first }, freshIp(), who.email)).toMatchObject({ ok: false });
    expect(await verifyLoginCode({ email: who.email, otp: second }, freshIp(), who.email)).toMatchObject({ ok: true });
  });

  it("delivers the code over SMTP, and no audit entry holds a code or a password", async () => {
    const who = await registered();
    const code = await codeFor(who);
    const smtp = await startTestSmtpServer();
    try {
      await prisma.outboxEmail.updateMany({ where: { to: { not: who.email } }, data: { status: "SENT" } });
      await runDueJobs(smtpTransport(smtp.url));
      const mail = smtp.received.find((message) => message.to.includes(who.email));
      expect(mail?.subject).toBe("Your login code");
      expect(mail?.raw).toContain(code);
    } finally {
      await smtp.close();
    }
    const audit = JSON.stringify(await prisma.auditLog.findMany({ where: { entityType: "User" } }));
    expect(audit).not.toContain(code);
    expect(audit).not.toContain(PASSWORD);
  });
});

describe("password reset", () => {
  it("answers every address alike; the link sets a new password once and ends every session", async () => {
    const who = await registered();
    const unknown = `ghost${Date.now()}@example.com`;
    expect(await requestPasswordReset({ email: unknown }, freshIp())).toEqual({ ok: true, message: RESET_LINK_SENT });
    expect(await requestPasswordReset({ email: who.email }, freshIp())).toEqual({ ok: true, message: RESET_LINK_SENT });
    expect((await lastMail(unknown)).subject).toBe("Password reset requested");
    const token = tokenIn((await lastMail(who.email)).text);
    expect(token.length).toBeGreaterThanOrEqual(43);
    const stored = await prisma.passwordResetToken.findFirstOrThrow({ where: { user: { email: who.email } } });
    expect(stored.tokenHash).not.toContain(token);

    const before = await prisma.user.findUniqueOrThrow({ where: { email: who.email } });
    expect(await resetLinkProblem(token)).toBeNull();
    expect(await resetPassword(token, { password: "password" }, freshIp())).toMatchObject({ status: 400 });
    expect(await resetPassword(token, { password: "river-lantern-77" }, freshIp())).toEqual({
      ok: true,
      message: PASSWORD_UPDATED,
      data: { email: who.email },
    });
    // A used link says so when its page opens.
    expect(await resetLinkProblem(token)).toBe(RESET_LINK_INVALID);
    const after = await prisma.user.findUniqueOrThrow({ where: { email: who.email } });
    expect(after.sessionVersion).toBe(before.sessionVersion + 1);
    expect(await resetPassword(token, { password: "another-lantern-78" }, freshIp())).toMatchObject({
      ok: false,
      status: 400,
      message: RESET_LINK_INVALID,
    });
    expect(await startLogin({ email: who.email, password: PASSWORD }, freshIp())).toMatchObject({ status: 401 });
    expect(await startLogin({ email: who.email, password: "river-lantern-77" }, freshIp())).toMatchObject({ ok: true });
    expect(await prisma.auditLog.count({ where: { entityId: after.id, action: "account.password-reset" } })).toBe(1);
  });

  it("refuses an expired link, a made-up one, and a login token used as one", async () => {
    const who = await registered();
    await requestPasswordReset({ email: who.email }, freshIp());
    const token = tokenIn((await lastMail(who.email)).text);
    await prisma.passwordResetToken.updateMany({
      where: { user: { email: who.email } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await resetPassword(token, { password: "river-lantern-77" }, freshIp())).toMatchObject({
      status: 400,
      message: RESET_LINK_INVALID,
    });
    expect(await resetLinkProblem(token)).toBe(RESET_LINK_INVALID);
    const user = await prisma.user.findUniqueOrThrow({ where: { email: who.email } });
    const apiToken = await issueApiToken({ sub: user.id, sid: "a-session", role: "USER", sv: user.sessionVersion });
    for (const fake of [apiToken, "a".repeat(43), "../../etc/passwd"]) {
      expect(await resetPassword(fake, { password: "river-lantern-77" }, freshIp())).toMatchObject({
        status: 400,
        message: RESET_LINK_INVALID,
      });
      expect(await resetLinkProblem(fake)).toBe(RESET_LINK_INVALID);
    }
  });

  it("limits reset requests per e-mail address, whatever client asks", async () => {
    const who = await registered();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await requestPasswordReset({ email: who.email }, freshIp()));
    expect(answers.slice(0, 3).every((answer) => answer.ok)).toBe(true);
    expect(answers[3]).toMatchObject({ ok: false, status: 429 });
  });
});

describe("limits per client address", () => {
  const stranger = () => `stranger${++n}.${Date.now()}@example.com`;
  it.each([
    ["registration", 10, (ip: string) => registerAccount(person(), ip)],
    ["a log-in", 30, (ip: string) => startLogin({ email: stranger(), password: PASSWORD }, ip)],
    [
      "a code check",
      30,
      (ip: string) => {
        const email = stranger();
        return verifyLoginCode({ email, otp: "123456" }, ip, email);
      },
    ],
    ["a reset request", 10, (ip: string) => requestPasswordReset({ email: stranger() }, ip)],
    ["a password reset", 20, (ip: string) => resetPassword("a".repeat(43), { password: "river-lantern-77" }, ip)],
  ])("%s: %i an address may make in a window (each for another e-mail), then a 429", async (_flow, allowed, attempt) => {
    const ip = freshIp();
    for (let i = 0; i < allowed; i++) expect(await attempt(ip)).not.toMatchObject({ status: 429 });
    expect(await attempt(ip)).toMatchObject({ ok: false, status: 429, message: TOO_MANY_ATTEMPTS });
    // Another address is not held back by this one.
    expect(await attempt(freshIp())).not.toMatchObject({ status: 429 });
  });
});

describe("the profile", () => {
  it("refuses a mobile that is not an Indian mobile number, keeping the profile as it was; takes a good one", async () => {
    const who = await registered();
    const { id } = await prisma.user.findUniqueOrThrow({ where: { email: who.email }, select: { id: true } });
    const before = await readProfile(id);
    for (const mobile of ["12345", "5876543210", "98765abcde", "+1 202 555 0143"]) {
      expect(await updateProfile(id, { name: "Renamed", mobile }), mobile).toMatchObject({
        ok: false,
        status: 400,
        errors: { mobile: expect.any(String) },
      });
    }
    expect(await readProfile(id)).toEqual(before);
    expect(await updateProfile(id, { name: "Renamed Visitor", mobile: "+91 91234 56789" })).toEqual({
      ok: true,
      message: PROFILE_UPDATED,
      data: { user: { name: "Renamed Visitor", email: who.email, mobile: "+919123456789" } },
    });
  });
});
