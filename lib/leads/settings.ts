/**
 * The lead flow's settings that admins change in the panel (the Lead settings section): the
 * waiting threshold, the counsellors' duty and the rules that send a course or a form to a team
 * first (the teams themselves: teams.ts).
 */
import "server-only";
import { recordAudit } from "@/lib/audit/record";
import type { Caller } from "@/lib/auth/caller";
import { holdersOf } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db";
import type { LeadSource } from "@/lib/generated/prisma/client";
import { failure, success, type Outcome } from "@/lib/http/outcome";
import { isRowId } from "@/lib/validation/stored-text";
import { COURSES, leadSourceLabel } from "./constants";
import { WAIT_ALERT_LIMITS } from "./setting-bounds";
import { DEFAULT_WAIT_ALERT_MINUTES } from "./response";
import { activeTeamName } from "./teams";

const SETTINGS_ID = "lead-flow";

/** Minutes of office time a lead may wait unanswered before it is flagged and re-announced. */
export async function waitAlertMinutes(): Promise<number> {
  const row = await prisma.leadFlowSettings.findUnique({ where: { id: SETTINGS_ID }, select: { waitAlertMinutes: true } });
  return row?.waitAlertMinutes ?? DEFAULT_WAIT_ALERT_MINUTES;
}

export async function setWaitAlertMinutes(actor: Caller, minutes: number): Promise<Outcome> {
  if (!Number.isInteger(minutes) || minutes < WAIT_ALERT_LIMITS.min || minutes > WAIT_ALERT_LIMITS.max) {
    return failure(400, `Enter a whole number of minutes from ${WAIT_ALERT_LIMITS.min} to ${WAIT_ALERT_LIMITS.max}.`);
  }
  const before = await waitAlertMinutes();
  await prisma.$transaction(async (tx) => {
    await tx.leadFlowSettings.upsert({
      where: { id: SETTINGS_ID },
      create: { id: SETTINGS_ID, waitAlertMinutes: minutes },
      update: { waitAlertMinutes: minutes },
    });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "lead-settings.wait-alert",
      entityType: "LeadFlowSettings",
      entityId: SETTINGS_ID,
      before: { waitAlertMinutes: before },
      after: { waitAlertMinutes: minutes },
    });
  });
  return success(`Leads now wait at most ${minutes} office minutes before they are flagged.`);
}

/** The counsellors who take leads in turn, with their team: what the settings page lists. */
export function rotationMembers() {
  return prisma.user.findMany({
    where: { role: { in: holdersOf("leads.rotation") }, disabledAt: null },
    orderBy: { name: "asc" },
    select: { id: true, name: true, username: true, onDuty: true, team: { select: { name: true } } },
  });
}

/** An admin puts a counsellor on or off duty (off: new leads rotate among the others), audited. */
export async function setCounsellorDuty(actor: Caller, userId: string, onDuty: boolean): Promise<Outcome<{ onDuty: boolean }>> {
  if (typeof onDuty !== "boolean") return failure(400, "Say whether they are on duty.");
  if (!isRowId(userId)) return failure(404, "No such counsellor.");
  return prisma.$transaction(async (tx) => {
    const member = await tx.user.findFirst({
      where: { id: userId, role: { in: holdersOf("leads.rotation") } },
      select: { name: true, onDuty: true },
    });
    if (!member) return failure(404, "No such counsellor.");
    await tx.user.update({ where: { id: userId }, data: { onDuty }, select: { id: true } });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "staff.duty-set",
      entityType: "User",
      entityId: userId,
      before: { onDuty: member.onDuty },
      after: { onDuty },
    });
    return success(
      onDuty
        ? `${member.name} is on duty: new leads come to them in turn.`
        : `${member.name} is off duty: new leads go to the others.`,
      { onDuty },
    );
  });
}

/** A rule as the Lead Settings form sends it: the team by its id, chosen from the teams in use. */
export type RuleInput = { course: string; source: string; teamId: string };

export function listRules() {
  return prisma.assignmentRule.findMany({
    orderBy: { createdAt: "asc" },
    select: { id: true, course: true, source: true, team: { select: { name: true } } },
  });
}

const isSource = (value: string): value is LeadSource => Object.hasOwn(leadSourceLabel, value);

export async function addRule(actor: Caller, input: RuleInput): Promise<Outcome> {
  const course = input.course || null;
  const source = input.source || null;
  if (!course && !source) return failure(400, "Choose a course, a form or both.");
  if (course && !(COURSES as readonly string[]).includes(course)) return failure(400, "Choose a course from the list.");
  if (source && !isSource(source)) return failure(400, "Choose a form from the list.");
  return prisma.$transaction(async (tx) => {
    const team = await activeTeamName(tx, input.teamId);
    if (!team) return failure(400, "Choose a team from the list.");
    const rule = await tx.assignmentRule.create({
      data: { course, source: source as LeadSource | null, teamId: input.teamId },
      select: { id: true },
    });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "lead-settings.rule-add",
      entityType: "AssignmentRule",
      entityId: rule.id,
      after: { course, source, team },
    });
    return success("Rule added.");
  });
}

export async function removeRule(actor: Caller, ruleId: string): Promise<Outcome> {
  if (!isRowId(ruleId)) return failure(404, "No such rule.");
  return prisma.$transaction(async (tx) => {
    const rule = await tx.assignmentRule.findUnique({
      where: { id: ruleId },
      select: { course: true, source: true, team: { select: { name: true } } },
    });
    if (!rule) return failure(404, "No such rule.");
    await tx.assignmentRule.delete({ where: { id: ruleId } });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "lead-settings.rule-remove",
      entityType: "AssignmentRule",
      entityId: ruleId,
      before: { course: rule.course, source: rule.source, team: rule.team.name },
    });
    return success("Rule removed.");
  });
}
