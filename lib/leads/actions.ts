"use server";

import { revalidatePath } from "next/cache";
import { action } from "@/lib/http/action";
import { failure, success } from "@/lib/http/outcome";
import { adminSections, leadHref } from "@/lib/panel/sections";
import { bulkChangeLeads, type BulkChange, type BulkTarget } from "./bulk";
import { addRule, removeRule, setCounsellorDuty, setWaitAlertMinutes, type RuleInput } from "./settings";
import { addTeam, renameTeam, setTeamRetired } from "./teams";
import { submitLead } from "./submit";
import { markLeadSeen } from "./unread";
import type { CallOutcome } from "./call-outcomes";
import { correctLead } from "./correction";
import { addLeadByStaff } from "./staff-entry";
import { addLeadNote, changeLead, recordCallOutcome, recordContactAttempt, type ContactChannel, type LeadChange } from "./work";

/** The browser door of the counselling enquiry (the modal and the contact page). */
export const submitLeadAction = action({ name: "lead" }, async ({ ip }, source: "MODAL" | "CONTACT_PAGE", values: unknown) =>
  submitLead(values, { ip: await ip(), source: source === "MODAL" ? "MODAL" : "CONTACT_PAGE" }),
);

/** A change as the browser sent it, checked field by field (an action's arguments are anybody's). */
function readChange(change: LeadChange): LeadChange | null {
  if (change?.kind === "status" && typeof change.to === "string")
    return { kind: "status", to: change.to, ...(typeof change.reason === "string" ? { reason: change.reason } : {}) };
  if (change?.kind === "assign" && (typeof change.to === "string" || change.to === null))
    return { kind: "assign", to: change.to };
  if (change?.kind === "follow-up" && (change.at === null || typeof change.at === "string" || change.at instanceof Date)) {
    return { kind: "follow-up", at: change.at === null ? null : new Date(change.at) };
  }
  return null;
}

/** A change from the lead's page, with the version of the lead the counsellor was looking at. */
export const changeLeadAction = action(
  { name: "lead change", permission: "leads.work" },
  async ({ caller }, leadId: string, seenVersion: number, change: LeadChange) => {
    const parsed = readChange(change);
    if (!parsed || !Number.isInteger(seenVersion)) return failure(400, "That change could not be read.");
    const answer = await changeLead(caller, String(leadId), seenVersion, parsed);
    if (answer.ok) revalidatePath(leadHref(String(leadId)));
    return answer;
  },
);

/** A status move or an assignment for the leads selected on the Contact List (the same permission as one lead's). */
export const bulkChangeLeadsAction = action(
  { name: "lead bulk change", permission: "leads.work" },
  async ({ caller }, target: BulkTarget, change: BulkChange) => {
    const answer = await bulkChangeLeads(caller, target, change);
    // The list and every lead's page under it.
    if (answer.ok) revalidatePath(adminSections.contacts.href, "layout");
    return answer;
  },
);

export const addNoteAction = action(
  { name: "lead note", permission: "leads.work" },
  async ({ caller }, leadId: string, body: string) => {
    const answer = await addLeadNote(caller, String(leadId), typeof body === "string" ? body : "");
    if (answer.ok) revalidatePath(leadHref(String(leadId)));
    return answer;
  },
);

/** A call, WhatsApp or e-mail link clicked on the lead's page. */
export const contactAttemptAction = action(
  { name: "lead contact attempt", permission: "leads.work" },
  async ({ caller }, leadId: string, channel: ContactChannel) => {
    const answer = await recordContactAttempt(caller, String(leadId), channel);
    if (answer.ok) revalidatePath(leadHref(String(leadId)));
    return answer;
  },
);

/** "Add lead" on the Contact List: a walk-in or a caller, under the site's enquiry rules. */
export const addLeadAction = action(
  { name: "lead add by staff", permission: "leads.work" },
  async ({ caller }, source: string, values: unknown) => {
    const answer = await addLeadByStaff(caller, source, values);
    if (answer.ok) revalidatePath(adminSections.contacts.href);
    return answer;
  },
);

/** A call's outcome tapped on the lead's page. */
export const callOutcomeAction = action(
  { name: "lead call outcome", permission: "leads.work" },
  async ({ caller }, leadId: string, outcome: CallOutcome) => {
    const answer = await recordCallOutcome(caller, String(leadId), outcome);
    if (answer.ok) revalidatePath(leadHref(String(leadId)));
    return answer;
  },
);

/** "Correct details" on the lead's page, on the version of the lead shown. */
export const correctLeadAction = action(
  { name: "lead correction", permission: "leads.work" },
  async ({ caller }, leadId: string, seenVersion: number, values: unknown) => {
    const answer = await correctLead(caller, String(leadId), Number(seenVersion), values);
    if (answer.ok) revalidatePath(leadHref(String(leadId)));
    return answer;
  },
);

/** The lead's page was shown to a person (not merely prefetched): if it is theirs, it is no longer new. */
export const markLeadSeenAction = action({ name: "lead seen", permission: "leads.work" }, async ({ caller }, leadId: string) => {
  await markLeadSeen(String(leadId), caller.userId);
  return success("Seen.");
});

const refreshSettings = () => revalidatePath(adminSections.leadSettings.href);

/** The Lead Settings page's changes (admins): the waiting threshold, the teams, a counsellor's duty, the rules. */
export const setWaitAlertAction = action(
  { name: "lead settings wait alert", permission: "leads.settings" },
  async ({ caller }, minutes: number) => {
    const answer = await setWaitAlertMinutes(caller, Number(minutes));
    if (answer.ok) refreshSettings();
    return answer;
  },
);

export const addTeamAction = action(
  { name: "lead settings team add", permission: "leads.settings" },
  async ({ caller }, name: string) => {
    const answer = await addTeam(caller, name);
    if (answer.ok) refreshSettings();
    return answer;
  },
);

export const renameTeamAction = action(
  { name: "lead settings team rename", permission: "leads.settings" },
  async ({ caller }, teamId: string, name: string) => {
    const answer = await renameTeam(caller, String(teamId), name);
    if (answer.ok) refreshSettings();
    return answer;
  },
);

/** Retires a team (refused while counsellors or rules refer to it), or brings it back. */
export const setTeamRetiredAction = action(
  { name: "lead settings team retire", permission: "leads.settings" },
  async ({ caller }, teamId: string, retired: boolean) => {
    const answer = await setTeamRetired(caller, String(teamId), retired);
    if (answer.ok) refreshSettings();
    return answer;
  },
);

export const setDutyOfAction = action(
  { name: "lead settings duty", permission: "leads.settings" },
  async ({ caller }, userId: string, onDuty: boolean) => {
    const answer = await setCounsellorDuty(caller, String(userId), onDuty);
    if (answer.ok) refreshSettings();
    return answer;
  },
);

export const addRuleAction = action(
  { name: "lead settings rule add", permission: "leads.settings" },
  async ({ caller }, input: RuleInput) => {
    const answer = await addRule(caller, {
      course: typeof input?.course === "string" ? input.course : "",
      source: typeof input?.source === "string" ? input.source : "",
      teamId: typeof input?.teamId === "string" ? input.teamId : "",
    });
    if (answer.ok) refreshSettings();
    return answer;
  },
);

export const removeRuleAction = action(
  { name: "lead settings rule remove", permission: "leads.settings" },
  async ({ caller }, ruleId: string) => {
    const answer = await removeRule(caller, String(ruleId));
    if (answer.ok) refreshSettings();
    return answer;
  },
);
