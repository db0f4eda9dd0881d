import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import type { Caller } from "@/lib/auth/caller";
import { createUser } from "@/lib/testing/sessions";
import { addRule, listRules, removeRule, setWaitAlertMinutes, waitAlertMinutes } from "./settings";

/** The accounts this file makes, removed at its end (another file's rotation must not find them on duty). */
const created: string[] = [];
async function newUser(...args: Parameters<typeof createUser>) {
  const user = await createUser(...args);
  created.push(user.id);
  return user;
}

let admin: Caller;

let medical: string;

beforeEach(async () => {
  await prisma.leadFlowSettings.deleteMany();
  await prisma.assignmentRule.deleteMany();
  medical = (
    await prisma.team.upsert({ where: { name: "Medical" }, create: { name: "Medical" }, update: {}, select: { id: true } })
  ).id;
  const user = await newUser("ADMIN");
  admin = { userId: user.id, role: "ADMIN", name: user.name };
});

afterAll(async () => {
  await prisma.leadFlowSettings.deleteMany();
  await prisma.user.deleteMany({ where: { id: { in: created } } });
  await prisma.assignmentRule.deleteMany();
  await prisma.team.deleteMany({ where: { id: medical } });
  await disconnect();
});

describe("lead settings", () => {
  it("keeps 15 office minutes until an admin sets another threshold, within 1 to 480, and audits the change", async () => {
    expect(await waitAlertMinutes()).toBe(15);
    for (const bad of [0, 481, 2.5, Number.NaN])
      expect(await setWaitAlertMinutes(admin, bad)).toMatchObject({ ok: false, status: 400 });
    expect(await setWaitAlertMinutes(admin, 30)).toMatchObject({ ok: true });
    expect(await waitAlertMinutes()).toBe(30);
    const audit = await prisma.auditLog.findFirstOrThrow({
      where: { action: "lead-settings.wait-alert", actorId: admin.userId },
    });
    expect(audit).toMatchObject({ before: { waitAlertMinutes: 15 }, after: { waitAlertMinutes: 30 } });
  });

  it("refuses a rule without a course or form, with an unknown course or form, or without a team; adds and removes a good one", async () => {
    expect(await addRule(admin, { course: "", source: "", teamId: medical })).toMatchObject({
      ok: false,
      message: "Choose a course, a form or both.",
    });
    expect(await addRule(admin, { course: "PHD", source: "", teamId: medical })).toMatchObject({
      ok: false,
      message: "Choose a course from the list.",
    });
    expect(await addRule(admin, { course: "", source: "FAX", teamId: medical })).toMatchObject({
      ok: false,
      message: "Choose a form from the list.",
    });
    expect(await addRule(admin, { course: "MBBS", source: "", teamId: "" })).toMatchObject({ ok: false, status: 400 });
    expect(await listRules()).toEqual([]);

    expect(await addRule(admin, { course: "MBBS", source: "", teamId: medical })).toMatchObject({ ok: true });
    const [rule] = await listRules();
    expect(rule).toMatchObject({ course: "MBBS", source: null, team: { name: "Medical" } });
    expect(await removeRule(admin, rule!.id)).toMatchObject({ ok: true });
    expect(await removeRule(admin, rule!.id)).toMatchObject({ ok: false, status: 404 });
    const actions = await prisma.auditLog.findMany({
      where: { entityId: rule!.id },
      orderBy: { createdAt: "asc" },
      select: { action: true },
    });
    expect(actions.map((entry) => entry.action)).toEqual(["lead-settings.rule-add", "lead-settings.rule-remove"]);
  });
});
