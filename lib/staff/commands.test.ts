import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { currentCaller } from "@/lib/auth/caller";
import { disconnect, prisma } from "@/lib/db";
import { createUser, requestWith, sessionCookie } from "@/lib/testing/sessions";
import { createStaff, generatePassword, resetStaffPassword, setOwnDuty, setStaffDisabled } from "./commands";
import { authenticateStaff } from "./login";
import { dataOf } from "@/lib/testing/outcome";

let address = 0;
const freshIp = () => `203.0.113.${++address % 250}`;
let admin: Awaited<ReturnType<typeof createUser>>;
const actor = () => ({ userId: admin.id, role: "ADMIN" as const, name: admin.name });

beforeEach(async () => {
  await prisma.rateLimit.deleteMany();
  await prisma.auditLog.deleteMany();
  await prisma.user.deleteMany({ where: { role: { in: ["ADMIN", "COUNSELLOR"] } } });
  admin = await createUser("ADMIN");
});

afterAll(async () => {
  await prisma.auditLog.deleteMany();
  await prisma.user.deleteMany();
  await disconnect();
});

describe("the Staff section's commands", () => {
  it("adds a counsellor with a generated password that logs in to change it first, audited without the password", async () => {
    const added = dataOf(await createStaff(actor(), { name: "Meera Joshi", username: " Meera.Joshi ", role: "COUNSELLOR" }));
    expect(added.username).toBe("meera.joshi");
    expect(added.password).toMatch(/^([a-hj-km-np-z2-9]{5}-){3}[a-hj-km-np-z2-9]{5}$/);
    expect(await authenticateStaff({ username: "meera.joshi", password: added.password }, freshIp())).toMatchObject({
      ok: false,
      step: { passwordChange: "required" },
    });
    const entries = await prisma.auditLog.findMany({ where: { action: "staff.create" } });
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      after: { name: "Meera Joshi", username: "meera.joshi", role: "COUNSELLOR", disabled: false },
    });
    expect(JSON.stringify(entries)).not.toContain(added.password);
  });

  it("refuses a taken username, even when two admins add it at once, and bad input by field", async () => {
    const both = await Promise.all([
      createStaff(actor(), { name: "One", username: "same-name", role: "COUNSELLOR" }),
      createStaff(actor(), { name: "Two", username: "same-name", role: "ADMIN" }),
    ]);
    expect(both.filter((result) => result.ok)).toHaveLength(1);
    expect(both.find((result) => !result.ok)).toMatchObject({ status: 409, errors: { username: "That username is taken." } });
    expect(await createStaff(actor(), { name: "", username: "a b", role: "USER" })).toMatchObject({
      ok: false,
      status: 400,
      errors: { name: expect.any(String), username: expect.any(String), role: expect.any(String) },
    });
  });

  it("disabling ends the person's sessions for good and refuses their log-in; enabling lets them log in again", async () => {
    const added = dataOf(await createStaff(actor(), { name: "Ravi", username: "ravi", role: "COUNSELLOR" }));
    const ravi = await prisma.user.findUniqueOrThrow({ where: { username: "ravi" } });
    const cookie = await sessionCookie(ravi);
    expect(await currentCaller(requestWith("/", { cookie }))).not.toBeNull();

    expect(await setStaffDisabled(actor(), ravi.id, true)).toMatchObject({ ok: true });
    expect(await currentCaller(requestWith("/", { cookie }))).toBeNull();
    expect(await authenticateStaff({ username: "ravi", password: added.password }, freshIp())).toMatchObject({
      ok: false,
      status: 401,
    });

    expect(await setStaffDisabled(actor(), ravi.id, false)).toMatchObject({ ok: true });
    // The old session stays ended; the password is accepted again (the next step is its change).
    expect(await currentCaller(requestWith("/", { cookie }))).toBeNull();
    expect(await authenticateStaff({ username: "ravi", password: added.password }, freshIp())).toMatchObject({
      ok: false,
      step: { passwordChange: "required" },
    });
    expect(
      (await prisma.auditLog.findMany({ where: { entityId: ravi.id }, orderBy: { createdAt: "asc" } })).map(
        (entry) => entry.action,
      ),
    ).toEqual(["staff.create", "staff.disable", "staff.login-failed", "staff.enable"]);
  });

  it("will not disable yourself or the last active admin, nor touch a visitor", async () => {
    expect(await setStaffDisabled(actor(), admin.id, true)).toMatchObject({ ok: false, status: 409 });
    const other = await createUser("ADMIN");
    expect(await setStaffDisabled({ userId: other.id, role: "ADMIN", name: other.name }, admin.id, true)).toMatchObject({
      ok: true,
    });
    const third = await createUser("ADMIN");
    // `other` is now the only active admin.
    expect(await setStaffDisabled({ userId: third.id, role: "ADMIN", name: third.name }, other.id, true)).toMatchObject({
      ok: true,
    });
    expect(await setStaffDisabled({ userId: third.id, role: "ADMIN", name: third.name }, third.id, true)).toMatchObject({
      status: 409,
    });
    const visitor = await createUser("USER");
    expect(await setStaffDisabled(actor(), visitor.id, true)).toMatchObject({ ok: false, status: 404 });
    expect(await resetStaffPassword(actor(), visitor.id)).toMatchObject({ ok: false, status: 404 });
  });

  it("a reset replaces the password, clears the second factor and ends every session of that person", async () => {
    const added = dataOf(await createStaff(actor(), { name: "Asha", username: "asha", role: "ADMIN" }));
    const asha = await prisma.user.findUniqueOrThrow({ where: { username: "asha" } });
    const cookie = await sessionCookie(asha);
    await prisma.user.update({ where: { id: asha.id }, data: { totpSecret: "v1.sealed", totpEnabledAt: new Date() } });
    await prisma.recoveryCode.create({ data: { userId: asha.id, codeHash: "h" } });
    const reset = dataOf(await resetStaffPassword(actor(), asha.id));
    expect(reset.password).not.toBe(added.password);
    expect(await currentCaller(requestWith("/", { cookie }))).toBeNull();
    expect(await authenticateStaff({ username: "asha", password: added.password }, freshIp())).toMatchObject({ status: 401 });
    expect(await authenticateStaff({ username: "asha", password: reset.password }, freshIp())).toMatchObject({
      ok: false,
      step: { passwordChange: "required" },
    });
    expect(JSON.stringify(await prisma.auditLog.findMany())).not.toContain(reset.password);
    expect(
      await prisma.user.findUniqueOrThrow({ where: { id: asha.id }, select: { totpSecret: true, totpEnabledAt: true } }),
    ).toEqual({ totpSecret: null, totpEnabledAt: null });
    expect(await prisma.recoveryCode.count({ where: { userId: asha.id } })).toBe(0);
  });

  it("generates different passwords", () => {
    expect(new Set(Array.from({ length: 50 }, generatePassword)).size).toBe(50);
  });

  it("keeps an optional e-mail for lead alerts, one account per address", async () => {
    dataOf(
      await createStaff(actor(), { name: "Asha Rao", username: "asha", role: "COUNSELLOR", email: " Asha.Rao@Example.com " }),
    );
    dataOf(await createStaff(actor(), { name: "Ravi Kumar", username: "ravi", role: "COUNSELLOR", email: "" }));
    expect(
      await prisma.user.findMany({
        where: { username: { in: ["asha", "ravi"] } },
        select: { username: true, email: true },
        orderBy: { username: "asc" },
      }),
    ).toEqual([
      { username: "asha", email: "asha.rao@example.com" },
      { username: "ravi", email: null },
    ]);
    expect(
      await createStaff(actor(), { name: "Asha Again", username: "asha2", role: "COUNSELLOR", email: "asha.rao@example.com" }),
    ).toMatchObject({
      ok: false,
      status: 409,
      errors: { email: "That e-mail address belongs to another account." },
    });
    expect(
      await createStaff(actor(), { name: "Bad", username: "bad", role: "COUNSELLOR", email: "not an address" }),
    ).toMatchObject({ ok: false, status: 400, errors: { email: expect.any(String) } });
  });

  it("lets a counsellor go off duty and back, audited", async () => {
    const counsellor = await createUser("COUNSELLOR");
    const self = { userId: counsellor.id, role: "COUNSELLOR" as const, name: counsellor.name };
    expect(await setOwnDuty(self, false)).toMatchObject({ ok: true, data: { onDuty: false } });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: counsellor.id } })).onDuty).toBe(false);
    expect(await setOwnDuty(self, true)).toMatchObject({ ok: true, data: { onDuty: true } });
    expect(await setOwnDuty(self, "no" as unknown as boolean)).toMatchObject({ ok: false, status: 400 });
    const entries = await prisma.auditLog.findMany({ where: { action: "staff.duty" }, orderBy: { createdAt: "asc" } });
    expect(entries.map((entry) => entry.after)).toEqual([{ onDuty: false }, { onDuty: true }]);
  });
});
