/**
 * The counsellors' teams, managed by admins in Lead Settings: created, renamed and retired there,
 * chosen for a counsellor on the Staff page and for an assignment rule. Rules and counsellors
 * refer to a team's row, so a rename moves them all. A team is retired only once no counsellor
 * and no rule refers to it: a rule can then never route a lead to a team nobody may join.
 */
import { recordAudit } from "@/lib/audit/record";
import type { Caller } from "@/lib/auth/caller";
import { holdersOf } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { failure, success, type Outcome } from "@/lib/http/outcome";
import { isRowId } from "@/lib/validation/stored-text";
import { TEAM_NAME_MAX } from "./setting-bounds";

/** "Medical", trimmed and single-spaced. */
const teamName = (value: unknown) => (typeof value === "string" ? value.trim().replace(/\s+/g, " ") : "");

const nameProblem = (name: string) =>
  !name || name.length > TEAM_NAME_MAX ? `Name the team (at most ${TEAM_NAME_MAX} characters).` : null;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Every team, active first, with how many counsellors and rules refer to it: what Lead Settings lists. */
export async function listTeams() {
  const teams = await prisma.team.findMany({
    orderBy: [{ retiredAt: { sort: "desc", nulls: "first" } }, { name: "asc" }],
    select: { id: true, name: true, retiredAt: true, _count: { select: { members: true, rules: true } } },
  });
  return teams.map(({ _count, retiredAt, ...team }) => ({
    ...team,
    retired: retiredAt !== null,
    members: _count.members,
    rules: _count.rules,
  }));
}

/** The teams a counsellor or a rule may be given, by name. */
export function activeTeams() {
  return prisma.team.findMany({ where: { retiredAt: null }, orderBy: { name: "asc" }, select: { id: true, name: true } });
}

/** Another team of that name, whatever its case ("medical" and "Medical" would read as one). */
async function sameName(tx: Prisma.TransactionClient, name: string, except?: string) {
  return tx.team.findFirst({
    where: { name: { equals: name, mode: "insensitive" }, ...(except ? { id: { not: except } } : {}) },
    select: { name: true, retiredAt: true },
  });
}

const takenMessage = (other: { name: string; retiredAt: Date | null }) =>
  other.retiredAt
    ? `A retired team is called ${other.name}: bring it back instead.`
    : `There is already a team called ${other.name}.`;

/** The unique name, checked by the database too, so two admins adding the same at once cannot both win. */
const isNameTaken = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

export async function addTeam(actor: Caller, input: unknown): Promise<Outcome> {
  const name = teamName(input);
  const problem = nameProblem(name);
  if (problem) return failure(400, problem, { name: problem });
  try {
    return await prisma.$transaction(async (tx) => {
      const other = await sameName(tx, name);
      if (other) return failure(409, takenMessage(other), { name: takenMessage(other) });
      const team = await tx.team.create({ data: { name }, select: { id: true } });
      await recordAudit(tx, {
        actorId: actor.userId,
        action: "team.create",
        entityType: "Team",
        entityId: team.id,
        after: { name },
      });
      return success(`The ${name} team is added: put counsellors in it on the Staff page.`);
    });
  } catch (error) {
    if (isNameTaken(error)) return failure(409, `There is already a team called ${name}.`, { name: "That name is taken." });
    throw error;
  }
}

export async function renameTeam(actor: Caller, teamId: string, input: unknown): Promise<Outcome> {
  const name = teamName(input);
  const problem = nameProblem(name);
  if (problem) return failure(400, problem, { name: problem });
  if (!isRowId(teamId)) return failure(404, "No such team.");
  try {
    return await prisma.$transaction(async (tx) => {
      const team = await tx.team.findUnique({ where: { id: teamId }, select: { name: true } });
      if (!team) return failure(404, "No such team.");
      if (team.name === name) return success(`The team is still called ${name}.`);
      const other = await sameName(tx, name, teamId);
      if (other) return failure(409, takenMessage(other), { name: takenMessage(other) });
      await tx.team.update({ where: { id: teamId }, data: { name }, select: { id: true } });
      await recordAudit(tx, {
        actorId: actor.userId,
        action: "team.rename",
        entityType: "Team",
        entityId: teamId,
        before: { name: team.name },
        after: { name },
      });
      return success(`The ${team.name} team is now called ${name}; its counsellors and rules follow it.`);
    });
  } catch (error) {
    if (isNameTaken(error)) return failure(409, `There is already a team called ${name}.`, { name: "That name is taken." });
    throw error;
  }
}

/**
 * Retires a team, or brings a retired one back. Refused while a counsellor (disabled ones too: they
 * may be enabled again) or a rule refers to it, naming what to change first.
 */
export async function setTeamRetired(actor: Caller, teamId: string, retired: boolean): Promise<Outcome> {
  if (typeof retired !== "boolean") return failure(400, "Say whether the team is retired.");
  if (!isRowId(teamId)) return failure(404, "No such team.");
  return prisma.$transaction(async (tx) => {
    // Locked, so a counsellor or a rule given this team at the same moment waits and then finds it retired.
    const [team] = await tx.$queryRaw<{ name: string; retiredAt: Date | null }[]>`
      SELECT name, "retiredAt" FROM "Team" WHERE id = ${teamId} FOR UPDATE`;
    if (!team) return failure(404, "No such team.");
    if ((team.retiredAt !== null) === retired)
      return success(retired ? `The ${team.name} team is already retired.` : `The ${team.name} team is already in use.`);
    if (retired) {
      const [members, rules] = await Promise.all([
        tx.user.findMany({ where: { teamId }, orderBy: { name: "asc" }, select: { name: true } }),
        tx.assignmentRule.count({ where: { teamId } }),
      ]);
      if (members.length > 0 || rules > 0) {
        const refs = [
          members.length > 0 &&
            `${plural(members.length, "counsellor", "counsellors")} (${members.map((m) => m.name).join(", ")})`,
          rules > 0 && plural(rules, "assignment rule", "assignment rules"),
        ].filter(Boolean);
        const steps = [
          members.length > 0 && "move its counsellors to another team on the Staff page",
          rules > 0 && "remove its rules",
        ]
          .filter(Boolean)
          .join(" and ");
        return failure(409, `The ${team.name} team still has ${refs.join(" and ")}: ${steps} first.`);
      }
    }
    await tx.team.update({ where: { id: teamId }, data: { retiredAt: retired ? new Date() : null }, select: { id: true } });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: retired ? "team.retire" : "team.restore",
      entityType: "Team",
      entityId: teamId,
      before: { name: team.name, retired: !retired },
      after: { name: team.name, retired },
    });
    return success(retired ? `The ${team.name} team is retired.` : `The ${team.name} team is back in use.`);
  });
}

/**
 * A team in use, by id: read under a share lock, so it cannot be retired between this check and
 * the change that gives it to a counsellor or a rule.
 */
export async function activeTeamName(tx: Prisma.TransactionClient, teamId: string): Promise<string | null> {
  if (!isRowId(teamId)) return null;
  const [team] = await tx.$queryRaw<{ name: string }[]>`
    SELECT name FROM "Team" WHERE id = ${teamId} AND "retiredAt" IS NULL FOR SHARE`;
  return team?.name ?? null;
}

/** Puts a counsellor in a team in use, or in none (an empty team id): the Staff page. */
export async function setMemberTeam(actor: Caller, userId: string, teamId: string): Promise<Outcome> {
  if (!isRowId(userId)) return failure(404, "No such counsellor.");
  if (teamId !== "" && !isRowId(teamId)) return failure(400, "Choose a team from the list.");
  return prisma.$transaction(async (tx) => {
    const member = await tx.user.findFirst({
      where: { id: userId, role: { in: holdersOf("leads.rotation") } },
      select: { name: true, team: { select: { name: true } } },
    });
    if (!member) return failure(404, "No such counsellor.");
    const team = teamId ? await activeTeamName(tx, teamId) : null;
    if (teamId && !team) return failure(400, "Choose a team from the list: that one is retired or gone.");
    await tx.user.update({ where: { id: userId }, data: { teamId: teamId || null }, select: { id: true } });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "staff.team",
      entityType: "User",
      entityId: userId,
      before: { team: member.team?.name ?? null },
      after: { team },
    });
    return success(team ? `${member.name} is in the ${team} team.` : `${member.name} is in no team.`);
  });
}
