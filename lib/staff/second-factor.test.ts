import { generateSync } from "otplib";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { createUser } from "@/lib/testing/sessions";
import { authenticateStaff, ENROL_REQUIRED, PASSWORD_CHANGE_REQUIRED, SAME_PASSWORD, type StaffLoginResult } from "./login";
import {
  checkSecondStep,
  CODE_ALREADY_USED,
  SECOND_STEP_LOCKED,
  setSecondFactorRequiredOfAll,
  WRONG_CODE,
} from "./second-factor";
import { acceptedStep, decryptSecret, encryptSecret } from "./totp";

const PASSWORD = "correct horse battery staple";
const SECRET = "KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU";
let address = 0;
const freshIp = () => `192.0.2.${++address % 250}`;
const at = (epochSeconds: number, secret = SECRET) => generateSync({ secret, epoch: epochSeconds });
const codeIn = (steps: number, secret = SECRET) => at(Date.now() / 1000 + steps * 30, secret);

async function enrolledStaff(role: "ADMIN" | "COUNSELLOR" = "COUNSELLOR") {
  const user = await createUser(role, PASSWORD);
  await prisma.user.update({ where: { id: user.id }, data: { totpSecret: encryptSecret(SECRET), totpEnabledAt: new Date() } });
  return user;
}

const stepOf = (result: StaffLoginResult) => (result.ok ? null : result.step);

beforeEach(async () => {
  await prisma.rateLimit.deleteMany();
  await setSecondFactorRequiredOfAll((await createUser("ADMIN")).id, true);
});

afterAll(async () => {
  await prisma.auditLog.deleteMany();
  await prisma.rateLimit.deleteMany();
  await prisma.user.deleteMany();
  await disconnect();
});

describe("TOTP codes", () => {
  const step = (epochSeconds: number) => Math.floor(epochSeconds / 30);
  const now = 1_795_000_000;

  it("accepts the code of the step before, the current one and the one after, and no further", () => {
    for (const offset of [-30, 0, 30]) expect(acceptedStep(SECRET, at(now + offset), null, now)).toBe(step(now + offset));
    for (const offset of [-90, -60, 60, 90]) expect(acceptedStep(SECRET, at(now + offset), null, now)).toBeNull();
    expect(acceptedStep(SECRET, "12345", null, now)).toBeNull();
    expect(acceptedStep(SECRET, "abcdef", null, now)).toBeNull();
  });

  it("refuses a code of a step already used, or of an earlier one", () => {
    expect(acceptedStep(SECRET, at(now), step(now), now)).toBeNull();
    expect(acceptedStep(SECRET, at(now - 30), step(now), now)).toBeNull();
    expect(acceptedStep(SECRET, at(now + 30), step(now), now)).toBe(step(now) + 1);
  });

  it("keeps the key encrypted: readable only under the same AUTH_SECRET, tampering detected", () => {
    const sealed = encryptSecret(SECRET);
    expect(sealed).not.toContain(SECRET);
    expect(decryptSecret(sealed)).toBe(SECRET);
    const [version, iv, tag, body] = sealed.split(".");
    // Flip the first character to one it certainly is not: a fixed "A" left the
    // ciphertext unchanged whenever it already began with "A" (one run in 64).
    const tampered = `${body![0] === "A" ? "B" : "A"}${body!.slice(1)}`;
    expect(decryptSecret([version, iv, tag, tampered].join("."))).toBeNull();
    expect(decryptSecret("garbage")).toBeNull();
  });
});

describe("the second step of a staff log-in", () => {
  it("refuses a code used once when it is sent a second time within its step", async () => {
    const staff = await enrolledStaff();
    const code = codeIn(0);
    expect(await authenticateStaff({ username: staff.username, password: PASSWORD, code }, freshIp())).toMatchObject({
      ok: true,
    });
    expect(await authenticateStaff({ username: staff.username, password: PASSWORD, code }, freshIp())).toMatchObject({
      ok: false,
      status: 401,
      message: CODE_ALREADY_USED,
    });
    // The next step's code still works.
    expect(await authenticateStaff({ username: staff.username, password: PASSWORD, code: codeIn(1) }, freshIp())).toMatchObject({
      ok: true,
    });
  });

  it("lets two log-ins racing with one code through once", async () => {
    const staff = await enrolledStaff();
    const code = codeIn(0);
    const both = await Promise.all(
      [freshIp(), freshIp()].map((ip) => authenticateStaff({ username: staff.username, password: PASSWORD, code }, ip)),
    );
    expect(both.filter((result) => result.ok)).toHaveLength(1);
  });

  it("locks the code step after five wrong codes, while the password is still known to be right", async () => {
    const staff = await enrolledStaff();
    const wrong = codeIn(0) === "000000" ? "111111" : "000000";
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await authenticateStaff({ username: staff.username, password: PASSWORD, code: wrong }, freshIp()));
    expect(answers.slice(0, 4).map((answer) => !answer.ok && answer.message)).toEqual(Array(4).fill(WRONG_CODE));
    expect(answers[4]).toMatchObject({ ok: false, status: 429, message: SECOND_STEP_LOCKED });
    // Locked: even the right code is refused for now, from any address.
    const locked = await authenticateStaff({ username: staff.username, password: PASSWORD, code: codeIn(0) }, freshIp());
    expect(locked).toMatchObject({ ok: false, status: 429, message: SECOND_STEP_LOCKED });
    expect((locked as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    // The password step is not locked: the answer is still about the code, not "invalid credentials".
    expect(await authenticateStaff({ username: staff.username, password: PASSWORD }, freshIp())).toMatchObject({
      step: { secondFactor: "required" },
    });
    const audits = await prisma.auditLog.findMany({ where: { entityId: staff.id, action: "staff.login-failed" } });
    expect(audits.map((entry) => (entry.after as { reason: string }).reason)).toContain("wrong-code");
  });

  it("takes each code's attempt before checking it: a burst of wrong codes in parallel gets five checked, no more", async () => {
    const staff = await enrolledStaff();
    const account = await prisma.user.findUniqueOrThrow({ where: { id: staff.id } });
    const right = codeIn(0);
    const wrong = Array.from({ length: 12 }, (_, i) => String((Number(right) + 1 + i * 7919) % 1_000_000).padStart(6, "0"));
    const answers = await Promise.all(wrong.map((code) => checkSecondStep(account, code)));
    const messages = answers.map((answer) => (answer.ok ? "passed" : answer.message));
    expect(messages.filter((message) => message === WRONG_CODE)).toHaveLength(4);
    expect(messages.filter((message) => message === SECOND_STEP_LOCKED)).toHaveLength(8);
    // Locked now: the right code is refused too.
    expect(await checkSecondStep(account, right)).toMatchObject({ ok: false, status: 429, message: SECOND_STEP_LOCKED });
  });

  it("enrols at the first log-in: a key, a QR code and ten recovery codes, each recovery code working once", async () => {
    const staff = await createUser("COUNSELLOR", PASSWORD);
    const first = await authenticateStaff({ username: staff.username, password: PASSWORD }, freshIp());
    expect(first).toMatchObject({ ok: false, status: 401, message: ENROL_REQUIRED, step: { secondFactor: "enrol" } });
    const enrolment = (stepOf(first) as { enrolment: { key: string; uri: string; qr: string; recoveryCodes: string[] } })
      .enrolment;
    const secret = enrolment.key.replace(/ /g, "");
    expect(enrolment.uri).toContain(`secret=${secret}`);
    expect(enrolment.qr).toMatch(/^data:image\/png;base64,/);
    expect(enrolment.recoveryCodes).toHaveLength(10);
    expect(new Set(enrolment.recoveryCodes).size).toBe(10);
    const stored = await prisma.user.findUniqueOrThrow({ where: { id: staff.id }, include: { recoveryCodes: true } });
    expect(stored.totpEnabledAt).toBeNull();
    expect(stored.totpSecret).not.toContain(secret);
    expect(JSON.stringify(stored.recoveryCodes)).not.toContain(enrolment.recoveryCodes[0]!.replace("-", ""));

    // A recovery code does not stand in for proving the app holds the key.
    expect(
      await authenticateStaff({ username: staff.username, password: PASSWORD, code: enrolment.recoveryCodes[0] }, freshIp()),
    ).toMatchObject({ ok: false, status: 401 });
    expect(
      await authenticateStaff({ username: staff.username, password: PASSWORD, code: codeIn(0, secret) }, freshIp()),
    ).toMatchObject({ ok: true });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: staff.id } })).totpEnabledAt).not.toBeNull();

    // Enrolled: a password alone asks for a code, never shows the key again.
    const after = await authenticateStaff({ username: staff.username, password: PASSWORD }, freshIp());
    expect(stepOf(after)).toEqual({ secondFactor: "required" });
    expect(JSON.stringify(after)).not.toContain(secret);

    const recovery = enrolment.recoveryCodes[3]!;
    expect(
      await authenticateStaff({ username: staff.username, password: PASSWORD, code: recovery.toUpperCase() }, freshIp()),
    ).toMatchObject({ ok: true });
    expect(await authenticateStaff({ username: staff.username, password: PASSWORD, code: recovery }, freshIp())).toMatchObject({
      ok: false,
      status: 401,
      message: WRONG_CODE,
    });
  });

  it("asks nothing more of a counsellor without a second factor once admins lift the rule; admins still need one", async () => {
    const admin = await createUser("ADMIN", PASSWORD);
    await setSecondFactorRequiredOfAll(admin.id, false);
    const counsellor = await createUser("COUNSELLOR", PASSWORD);
    expect(await authenticateStaff({ username: counsellor.username, password: PASSWORD }, freshIp())).toMatchObject({ ok: true });
    expect(stepOf(await authenticateStaff({ username: admin.username, password: PASSWORD }, freshIp()))).toMatchObject({
      secondFactor: "enrol",
    });
    // Enrolled staff keep needing it.
    const enrolled = await enrolledStaff();
    expect(stepOf(await authenticateStaff({ username: enrolled.username, password: PASSWORD }, freshIp()))).toEqual({
      secondFactor: "required",
    });
  });
});

describe("a generated password", () => {
  it("must be replaced at the first log-in, checked before any code is spent, and then works no more", async () => {
    const staff = await enrolledStaff();
    await prisma.user.update({ where: { id: staff.id }, data: { mustChangePassword: true } });
    const asked = await authenticateStaff({ username: staff.username, password: PASSWORD, code: codeIn(0) }, freshIp());
    expect(asked).toMatchObject({
      ok: false,
      status: 401,
      message: PASSWORD_CHANGE_REQUIRED,
      step: { passwordChange: "required" },
    });
    expect(
      await authenticateStaff(
        { username: staff.username, password: PASSWORD, newPassword: PASSWORD, code: codeIn(0) },
        freshIp(),
      ),
    ).toMatchObject({
      status: 400,
      errors: { newPassword: SAME_PASSWORD },
    });
    expect(
      await authenticateStaff({ username: staff.username, password: PASSWORD, newPassword: "short", code: codeIn(0) }, freshIp()),
    ).toMatchObject({ status: 400 });
    // Neither refusal spent the code.
    const changed = await authenticateStaff(
      { username: staff.username, password: PASSWORD, newPassword: "a brand new long phrase", code: codeIn(0) },
      freshIp(),
    );
    expect(changed).toMatchObject({ ok: true, user: { sessionVersion: 1 } });
    expect(await authenticateStaff({ username: staff.username, password: PASSWORD, code: codeIn(1) }, freshIp())).toMatchObject({
      status: 401,
      message: "Invalid credentials",
    });
    expect(
      await authenticateStaff({ username: staff.username, password: "a brand new long phrase", code: codeIn(1) }, freshIp()),
    ).toMatchObject({ ok: true });
  });
});
