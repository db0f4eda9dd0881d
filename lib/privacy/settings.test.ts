import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/auth/caller";
import { disconnect, prisma } from "@/lib/db";
import { createUser } from "@/lib/testing/sessions";
import { DEFAULT_PRIVACY_SETTINGS, erasureDueDays, privacySettings, setPrivacySettings } from "./settings";

let admin: Caller;
const created: string[] = [];

beforeEach(async () => {
  await prisma.privacySettings.deleteMany();
  const user = await createUser("ADMIN");
  created.push(user.id);
  admin = { userId: user.id, role: "ADMIN", name: user.name };
});

afterAll(async () => {
  await prisma.privacySettings.deleteMany();
  await prisma.auditLog.deleteMany({ where: { actorId: { in: created } } });
  await prisma.user.deleteMany({ where: { id: { in: created } } });
  await disconnect();
});

describe("privacy settings", () => {
  it("keep the defaults until an admin changes them: 3 years, 1 year, 90 days, 1 year, 30 days", async () => {
    expect(await privacySettings()).toEqual({
      enquiryDays: 1095,
      resumeDays: 365,
      emailBodyDays: 90,
      auditDays: 365,
      erasureDueDays: 30,
    });
    expect(await erasureDueDays()).toBe(30);
  });

  it("refuse an audit period under a year with a clear message, and any period out of range or not whole", async () => {
    expect(await setPrivacySettings(admin, { ...DEFAULT_PRIVACY_SETTINGS, auditDays: 364 })).toMatchObject({
      ok: false,
      status: 400,
      message: "Audit log entries must be kept at least 365 days (one year).",
      errors: { auditDays: "Audit log entries must be kept at least 365 days (one year)." },
    });
    for (const bad of [
      { enquiryDays: 2 },
      { resumeDays: 4000 },
      { emailBodyDays: 1.5 },
      { erasureDueDays: 0 },
      { enquiryDays: "90" },
    ]) {
      expect(await setPrivacySettings(admin, { ...DEFAULT_PRIVACY_SETTINGS, ...bad })).toMatchObject({ ok: false, status: 400 });
    }
    expect(await setPrivacySettings(admin, "nonsense")).toMatchObject({ ok: false, status: 400 });
    expect(await prisma.privacySettings.count()).toBe(0);
  });

  it("save a change and audit only what changed", async () => {
    expect(await setPrivacySettings(admin, { ...DEFAULT_PRIVACY_SETTINGS, resumeDays: 180, erasureDueDays: 15 })).toMatchObject({
      ok: true,
    });
    expect(await privacySettings()).toEqual({ ...DEFAULT_PRIVACY_SETTINGS, resumeDays: 180, erasureDueDays: 15 });
    expect(await erasureDueDays()).toBe(15);
    const entry = await prisma.auditLog.findFirstOrThrow({ where: { action: "privacy-settings.update", actorId: admin.userId } });
    expect(entry).toMatchObject({
      before: { resumeDays: 365, erasureDueDays: 30 },
      after: { resumeDays: 180, erasureDueDays: 15 },
    });
  });
});
