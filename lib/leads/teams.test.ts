import { afterAll, beforeEach, describe, expect, it } from "vitest";
import type { Caller } from "@/lib/auth/caller";
import { disconnect, prisma } from "@/lib/db";
import { createUser } from "@/lib/testing/sessions";
import { addRule, listRules, removeRule, rotationMembers } from "./settings";
import { activeTeams, addTeam, listTeams, renameTeam, setMemberTeam, setTeamRetired } from "./teams";

/** The accounts this file makes, removed at its end (another file's rotation must not find them on duty). */
const created: string[] = [];
async function counsellor(name: string) {
  const user = await createUser("COUNSELLOR");
  created.push(user.id);
  await prisma.user.update({ where: { id: user.id }, data: { name } });
  return user;
}

async function clearTeams() {
  await prisma.assignmentRule.deleteMany();
  await prisma.user.updateMany({ where: { teamId: { not: null } }, data: { teamId: null } });
  await prisma.team.deleteMany();
}

const idOf = async (name: string) => (await prisma.team.findUniqueOrThrow({ where: { name } })).id;
const teamOf = async (userId: string) =>
  (await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { team: { select: { name: true } } } })).team?.name ??
  null;

let admin: Caller;

beforeEach(async () => {
  await clearTeams();
  const user = await createUser("ADMIN");
  created.push(user.id);
  admin = { userId: user.id, role: "ADMIN", name: user.name };
});

afterAll(async () => {
  await clearTeams();
  await prisma.user.deleteMany({ where: { id: { in: created } } });
  await disconnect();
});

describe("teams", () => {
  it("adds a team by a trimmed name, once whatever its case, and audits it", async () => {
    expect(await addTeam(admin, "  Medical   sciences ")).toMatchObject({ ok: true });
    expect(await activeTeams()).toEqual([{ id: expect.any(String), name: "Medical sciences" }]);
    expect(await addTeam(admin, "medical SCIENCES")).toMatchObject({
      ok: false,
      status: 409,
      message: "There is already a team called Medical sciences.",
    });
    for (const bad of ["", "   ", "x".repeat(41), 7, null])
      expect(await addTeam(admin, bad)).toMatchObject({ ok: false, status: 400 });
    expect(await prisma.team.count()).toBe(1);
    const audit = await prisma.auditLog.findFirstOrThrow({ where: { action: "team.create", actorId: admin.userId } });
    expect(audit).toMatchObject({ entityType: "Team", after: { name: "Medical sciences" } });
  });

  it("renames a team: its counsellors and rules follow it, and the name stays unique", async () => {
    await addTeam(admin, "Medical");
    await addTeam(admin, "Web");
    const meera = await counsellor("Meera Iyer");
    const medical = await idOf("Medical");
    expect(await setMemberTeam(admin, meera.id, medical)).toMatchObject({
      ok: true,
      message: "Meera Iyer is in the Medical team.",
    });
    expect(await addRule(admin, { course: "MBBS", source: "", teamId: medical })).toMatchObject({ ok: true });

    expect(await renameTeam(admin, medical, "Medicine")).toMatchObject({ ok: true });
    expect(await teamOf(meera.id)).toBe("Medicine");
    expect(await listRules()).toMatchObject([{ course: "MBBS", team: { name: "Medicine" } }]);
    expect((await rotationMembers()).find((member) => member.id === meera.id)).toMatchObject({ team: { name: "Medicine" } });
    expect(await renameTeam(admin, medical, "web")).toMatchObject({
      ok: false,
      status: 409,
      message: "There is already a team called Web.",
    });
    expect(await renameTeam(admin, medical, " ")).toMatchObject({ ok: false, status: 400 });
    expect(await renameTeam(admin, "missingteamid0", "Anything")).toMatchObject({ ok: false, status: 404 });
    const audit = await prisma.auditLog.findFirstOrThrow({ where: { action: "team.rename", entityId: medical } });
    expect(audit).toMatchObject({ before: { name: "Medical" }, after: { name: "Medicine" } });
  });

  it("refuses to retire a team its counsellors or rules refer to, naming them; retires it once they are gone, and brings it back", async () => {
    await addTeam(admin, "Medical");
    const medical = await idOf("Medical");
    const [meera, arjun] = [await counsellor("Meera Iyer"), await counsellor("Arjun Rao")];
    await setMemberTeam(admin, meera.id, medical);
    await setMemberTeam(admin, arjun.id, medical);
    await addRule(admin, { course: "MBBS", source: "", teamId: medical });

    expect(await setTeamRetired(admin, medical, true)).toMatchObject({
      ok: false,
      status: 409,
      message:
        "The Medical team still has 2 counsellors (Arjun Rao, Meera Iyer) and 1 assignment rule: move its counsellors to another team on the Staff page and remove its rules first.",
    });
    await setMemberTeam(admin, meera.id, "");
    await setMemberTeam(admin, arjun.id, "");
    expect(await setTeamRetired(admin, medical, true)).toMatchObject({
      ok: false,
      message: "The Medical team still has 1 assignment rule: remove its rules first.",
    });
    await removeRule(admin, (await listRules())[0]!.id);
    expect(await setTeamRetired(admin, medical, true)).toMatchObject({ ok: true, message: "The Medical team is retired." });
    expect(await setTeamRetired(admin, medical, true)).toMatchObject({
      ok: true,
      message: "The Medical team is already retired.",
    });

    // Retired: offered nowhere, and refused if sent anyway; its name is still its own.
    expect(await activeTeams()).toEqual([]);
    expect(await listTeams()).toMatchObject([{ name: "Medical", retired: true, members: 0, rules: 0 }]);
    expect(await setMemberTeam(admin, meera.id, medical)).toMatchObject({ ok: false, status: 400 });
    expect(await addRule(admin, { course: "MBBS", source: "", teamId: medical })).toMatchObject({
      ok: false,
      message: "Choose a team from the list.",
    });
    expect(await addTeam(admin, "medical")).toMatchObject({
      ok: false,
      message: "A retired team is called Medical: bring it back instead.",
    });

    expect(await setTeamRetired(admin, medical, false)).toMatchObject({ ok: true, message: "The Medical team is back in use." });
    expect(await setMemberTeam(admin, meera.id, medical)).toMatchObject({ ok: true });
    const actions = await prisma.auditLog.findMany({
      where: { entityId: medical },
      orderBy: { createdAt: "asc" },
      select: { action: true },
    });
    expect(actions.map((entry) => entry.action)).toEqual(["team.create", "team.retire", "team.restore"]);
  });

  it("puts a counsellor in a team from the list or in none, audited by name; admins and unknown teams are refused", async () => {
    await addTeam(admin, "Medical");
    const medical = await idOf("Medical");
    const meera = await counsellor("Meera Iyer");
    expect(await setMemberTeam(admin, meera.id, medical)).toMatchObject({ ok: true });
    expect(await setMemberTeam(admin, meera.id, "")).toMatchObject({ ok: true, message: "Meera Iyer is in no team." });
    expect(await teamOf(meera.id)).toBeNull();
    expect(await setMemberTeam(admin, admin.userId, medical)).toMatchObject({ ok: false, status: 404 });
    expect(await setMemberTeam(admin, meera.id, "missingteamid0")).toMatchObject({ ok: false, status: 400 });
    expect(await setMemberTeam(admin, meera.id, "Medical ' OR 1=1")).toMatchObject({ ok: false, status: 400 });
    const audits = await prisma.auditLog.findMany({
      where: { action: "staff.team", entityId: meera.id },
      orderBy: { createdAt: "asc" },
      select: { before: true, after: true },
    });
    expect(audits).toEqual([
      { before: { team: null }, after: { team: "Medical" } },
      { before: { team: "Medical" }, after: { team: null } },
    ]);
  });
});
