import { generateSync } from "otplib";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { createUser } from "@/lib/testing/sessions";
import {
  ACCOUNT_DISABLED,
  authenticateStaff,
  CODE_REQUIRED,
  INVALID_CREDENTIALS,
  MISSING_CREDENTIALS,
  TOO_MANY_LOG_INS,
} from "./login";
import { backOffSeconds, PASSWORD_ATTEMPTS } from "./password-attempts";
import { encryptSecret } from "./totp";

const PASSWORD = "correct horse battery staple";
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
let address = 0;
const freshIp = () => `198.51.100.${++address}`;
let admin: Awaited<ReturnType<typeof createUser>>;
/** The app's code `steps` periods from now (the server accepts the one before and after too). */
const code = (steps = 0) => generateSync({ secret: SECRET, epoch: Date.now() / 1000 + steps * 30 });

beforeEach(async () => {
  await prisma.rateLimit.deleteMany();
  admin = await createUser("ADMIN", PASSWORD);
  await prisma.user.update({ where: { id: admin.id }, data: { totpSecret: encryptSecret(SECRET), totpEnabledAt: new Date() } });
});

afterAll(async () => {
  await prisma.auditLog.deleteMany();
  await prisma.rateLimit.deleteMany();
  await prisma.user.deleteMany({ where: { username: { startsWith: "admin-" } } });
  await disconnect();
});

/** What the clock would do: the username's back-off (its attempt count, blocked) expires now. */
const endBackOff = (username: string) =>
  prisma.rateLimit.updateMany({ where: { key: `staff-password-user:${username}` }, data: { expire: BigInt(Date.now() - 1) } });

const audits = (action: string) => prisma.auditLog.findMany({ where: { action }, orderBy: { createdAt: "asc" } });

describe("the staff log-in", () => {
  it("reaches nothing with a password alone for an account with a second factor", async () => {
    expect(await authenticateStaff({ username: admin.username, password: PASSWORD }, freshIp())).toEqual({
      ok: false,
      status: 401,
      message: CODE_REQUIRED,
      step: { secondFactor: "required" },
    });
    expect(await audits("staff.login")).toHaveLength(0);
  });

  it("accepts the username in any case with the right password and code, and audits it", async () => {
    const result = await authenticateStaff(
      { username: ` ${admin.username.toUpperCase()} `, password: PASSWORD, code: code() },
      freshIp(),
    );
    expect(result).toEqual({ ok: true, user: { id: admin.id, name: admin.name, role: "ADMIN", sessionVersion: 0 } });
    expect((await audits("staff.login")).map((entry) => entry.actorId)).toContain(admin.id);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: admin.id } })).lastLoginAt).not.toBeNull();
  });

  it("answers a wrong password and an unknown username with the same words, and audits both without the password", async () => {
    const wrong = await authenticateStaff({ username: admin.username, password: "not the password" }, freshIp());
    const unknown = await authenticateStaff({ username: "nobody-here", password: PASSWORD }, freshIp());
    expect(wrong).toEqual({ ok: false, status: 401, message: INVALID_CREDENTIALS });
    expect(unknown).toEqual(wrong);
    const failures = await audits("staff.login-failed");
    expect(failures.map((entry) => (entry.after as { reason: string }).reason)).toEqual(["wrong-password", "unknown-username"]);
    expect(JSON.stringify(failures)).not.toContain(PASSWORD);
    expect(JSON.stringify(failures)).not.toContain("not the password");
  });

  it("refuses visitors, and a disabled account even with its password", async () => {
    const visitor = await createUser("USER", PASSWORD);
    expect(await authenticateStaff({ username: visitor.username, password: PASSWORD }, freshIp())).toMatchObject({ status: 401 });
    await prisma.user.update({ where: { id: admin.id }, data: { disabledAt: new Date() } });
    expect(await authenticateStaff({ username: admin.username, password: PASSWORD }, freshIp())).toEqual({
      ok: false,
      status: 401,
      message: ACCOUNT_DISABLED,
    });
    await prisma.user.delete({ where: { id: visitor.id } });
  });

  it("calls missing or non-text fields a 400, never a log-in", async () => {
    for (const input of [
      {},
      { username: admin.username },
      { username: "", password: "" },
      { username: 1, password: PASSWORD },
      null,
    ]) {
      expect(await authenticateStaff(input, freshIp())).toEqual({ ok: false, status: 400, message: MISSING_CREDENTIALS });
    }
  });

  it("backs a username off after ten wrong passwords from any mix of addresses, its right password answered as a wrong one", async () => {
    const answers = [];
    for (let i = 0; i < PASSWORD_ATTEMPTS; i++)
      answers.push(await authenticateStaff({ username: admin.username, password: `guess ${i}` }, freshIp()));
    expect(answers.every((answer) => !answer.ok && answer.status === 401)).toBe(true);
    // Backed off from every address: the right password and code are not even checked.
    const right = await authenticateStaff({ username: admin.username, password: PASSWORD, code: code() }, freshIp());
    const wrong = await authenticateStaff({ username: admin.username, password: "guess 10" }, freshIp());
    expect(right).toMatchObject({ ok: false, status: 429, message: TOO_MANY_LOG_INS });
    expect(right).toEqual({ ...wrong, retryAfterSeconds: (right as { retryAfterSeconds: number }).retryAfterSeconds });
    expect((right as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    expect((right as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(backOffSeconds(1));
    expect((await audits("staff.login")).filter((entry) => entry.actorId === admin.id)).toHaveLength(0);

    // The back-off ends by itself: then the owner gets in, and the counts start again.
    await endBackOff(admin.username);
    expect(await authenticateStaff({ username: admin.username, password: PASSWORD, code: code() }, freshIp())).toMatchObject({
      ok: true,
    });
  });

  it("doubles the back-off with each further round of ten wrong passwords, up to half an hour", async () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(backOffSeconds)).toEqual([60, 120, 240, 480, 960, 1800, 1800, 1800]);
    const username = "nobody-in-particular";
    for (const round of [1, 2, 3]) {
      for (let i = 0; i < PASSWORD_ATTEMPTS; i++)
        await authenticateStaff({ username, password: `guess ${round}.${i}` }, freshIp());
      const refused = await authenticateStaff({ username, password: "one more" }, freshIp());
      expect(refused).toMatchObject({ status: 429 });
      const wait = (refused as { retryAfterSeconds: number }).retryAfterSeconds;
      expect(wait, `round ${round}`).toBeGreaterThan(backOffSeconds(round) / 2);
      expect(wait, `round ${round}`).toBeLessThanOrEqual(backOffSeconds(round));
      await endBackOff(username);
    }
  });

  it("checks no more than ten passwords of a username however many arrive at once", async () => {
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => authenticateStaff({ username: admin.username, password: `burst ${i}` }, freshIp())),
    );
    expect(answers.filter((answer) => !answer.ok && answer.status === 401)).toHaveLength(PASSWORD_ATTEMPTS);
    expect(answers.filter((answer) => !answer.ok && answer.status === 429)).toHaveLength(25 - PASSWORD_ATTEMPTS);
    const failures = (await audits("staff.login-failed")).filter((entry) => entry.entityId === admin.id);
    expect(failures.filter((entry) => (entry.after as { reason: string }).reason === "wrong-password")).toHaveLength(
      PASSWORD_ATTEMPTS,
    );
  });

  it("limits attempts from one address, whatever the usernames", async () => {
    const ip = freshIp();
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push(await authenticateStaff({ username: `someone-${i}`, password: "x" }, ip));
    expect(answers.slice(0, 30).every((answer) => !answer.ok && answer.status === 401)).toBe(true);
    expect(answers[30]).toMatchObject({ ok: false, status: 429 });
  });

  it("clears the failure count on a correct password", async () => {
    const ip = freshIp();
    for (let i = 0; i < 9; i++) await authenticateStaff({ username: admin.username, password: `guess ${i}` }, ip);
    expect(await authenticateStaff({ username: admin.username, password: PASSWORD, code: code() }, ip)).toMatchObject({
      ok: true,
    });
    expect(await authenticateStaff({ username: admin.username, password: "one more typo" }, ip)).toMatchObject({ status: 401 });
    expect(await authenticateStaff({ username: admin.username, password: PASSWORD, code: code(1) }, ip)).toMatchObject({
      ok: true,
    });
  });
});
