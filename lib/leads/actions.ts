"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { action } from "@/lib/http/action";
import { flag, formValues, recordId, rowVersion, text } from "@/lib/http/action-args";
import { success } from "@/lib/http/outcome";
import { adminSections, leadHref } from "@/lib/panel/sections";
import { bulkChangeLeads, bulkChangeSchema, bulkTargetSchema } from "./bulk";
import { addRule, removeRule, ruleInputSchema, setCounsellorDuty, setWaitAlertMinutes } from "./settings";
import { addTeam, renameTeam, setTeamRetired } from "./teams";
import { submitLead } from "./submit";
import { markLeadSeen } from "./unread";
import { isCallOutcome, type CallOutcome } from "./call-outcomes";
import { correctLead } from "./correction";
import { addLeadByStaff } from "./staff-entry";
import { STAFF_SOURCES } from "./staff-sources";
import { addLeadNote, changeLead, CONTACT_CHANNELS, leadChangeSchema, recordCallOutcome, recordContactAttempt } from "./work";

/** The browser door of the counselling enquiry (the modal and the contact page). */
export const submitLeadAction = action(
  { name: "lead", args: z.tuple([z.enum(["MODAL", "CONTACT_PAGE"]), formValues]) },
  async ({ ip }, source, values) => submitLead(values, { ip: await ip(), source }),
);

/** A change from the lead's page, with the version of the lead the counsellor was looking at. */
export const changeLeadAction = action(
  { name: "lead change", permission: "leads.work", args: z.tuple([recordId, rowVersion, leadChangeSchema]) },
  async ({ caller }, leadId, seenVersion, change) => {
    const answer = await changeLead(caller, leadId, seenVersion, change);
    if (answer.ok) revalidatePath(leadHref(leadId));
    return answer;
  },
);

/** A status move or an assignment for the leads selected on the Contact List (the same permission as one lead's). */
export const bulkChangeLeadsAction = action(
  { name: "lead bulk change", permission: "leads.work", args: z.tuple([bulkTargetSchema, bulkChangeSchema]) },
  async ({ caller }, target, change) => {
    const answer = await bulkChangeLeads(caller, target, change);
    // The list and every lead's page under it.
    if (answer.ok) revalidatePath(adminSections.leads.href, "layout");
    return answer;
  },
);

export const addNoteAction = action(
  { name: "lead note", permission: "leads.work", args: z.tuple([recordId, text]) },
  async ({ caller }, leadId, body) => {
    const answer = await addLeadNote(caller, leadId, body);
    if (answer.ok) revalidatePath(leadHref(leadId));
    return answer;
  },
);

/** A call, WhatsApp or e-mail link clicked on the lead's page. */
export const contactAttemptAction = action(
  { name: "lead contact attempt", permission: "leads.work", args: z.tuple([recordId, z.enum(CONTACT_CHANNELS)]) },
  async ({ caller }, leadId, channel) => {
    const answer = await recordContactAttempt(caller, leadId, channel);
    if (answer.ok) revalidatePath(leadHref(leadId));
    return answer;
  },
);

/** "Add lead" on the Contact List: a walk-in or a caller, under the site's enquiry rules. */
export const addLeadAction = action(
  { name: "lead add by staff", permission: "leads.work", args: z.tuple([z.enum(STAFF_SOURCES), formValues]) },
  async ({ caller }, source, values) => {
    const answer = await addLeadByStaff(caller, source, values);
    if (answer.ok) revalidatePath(adminSections.leads.href);
    return answer;
  },
);

/** A call's outcome tapped on the lead's page. */
export const callOutcomeAction = action(
  { name: "lead call outcome", permission: "leads.work", args: z.tuple([recordId, z.custom<CallOutcome>(isCallOutcome)]) },
  async ({ caller }, leadId, outcome) => {
    const answer = await recordCallOutcome(caller, leadId, outcome);
    if (answer.ok) revalidatePath(leadHref(leadId));
    return answer;
  },
);

/** "Correct details" on the lead's page, on the version of the lead shown. */
export const correctLeadAction = action(
  { name: "lead correction", permission: "leads.work", args: z.tuple([recordId, rowVersion, formValues]) },
  async ({ caller }, leadId, seenVersion, values) => {
    const answer = await correctLead(caller, leadId, seenVersion, values);
    if (answer.ok) revalidatePath(leadHref(leadId));
    return answer;
  },
);

/** The lead's page was shown to a person (not merely prefetched): if it is theirs, it is no longer new. */
export const markLeadSeenAction = action(
  { name: "lead seen", permission: "leads.work", args: z.tuple([recordId]) },
  async ({ caller }, leadId) => {
    await markLeadSeen(leadId, caller.userId);
    return success("Seen.");
  },
);

const refreshSettings = () => revalidatePath(adminSections.leadSettings.href);

/** The Lead Settings page's changes (admins): the waiting threshold, the teams, a counsellor's duty, the rules. */
export const setWaitAlertAction = action(
  { name: "lead settings wait alert", permission: "leads.settings", args: z.tuple([z.number()]) },
  async ({ caller }, minutes) => {
    const answer = await setWaitAlertMinutes(caller, minutes);
    if (answer.ok) refreshSettings();
    return answer;
  },
);

export const addTeamAction = action(
  { name: "lead settings team add", permission: "leads.settings", args: z.tuple([text]) },
  async ({ caller }, name) => {
    const answer = await addTeam(caller, name);
    if (answer.ok) refreshSettings();
    return answer;
  },
);

export const renameTeamAction = action(
  { name: "lead settings team rename", permission: "leads.settings", args: z.tuple([recordId, text]) },
  async ({ caller }, teamId, name) => {
    const answer = await renameTeam(caller, teamId, name);
    if (answer.ok) refreshSettings();
    return answer;
  },
);

/** Retires a team (refused while counsellors or rules refer to it), or brings it back. */
export const setTeamRetiredAction = action(
  { name: "lead settings team retire", permission: "leads.settings", args: z.tuple([recordId, flag]) },
  async ({ caller }, teamId, retired) => {
    const answer = await setTeamRetired(caller, teamId, retired);
    if (answer.ok) refreshSettings();
    return answer;
  },
);

export const setDutyOfAction = action(
  { name: "lead settings duty", permission: "leads.settings", args: z.tuple([recordId, flag]) },
  async ({ caller }, userId, onDuty) => {
    const answer = await setCounsellorDuty(caller, userId, onDuty);
    if (answer.ok) refreshSettings();
    return answer;
  },
);

export const addRuleAction = action(
  { name: "lead settings rule add", permission: "leads.settings", args: z.tuple([ruleInputSchema]) },
  async ({ caller }, input) => {
    const answer = await addRule(caller, input);
    if (answer.ok) refreshSettings();
    return answer;
  },
);

export const removeRuleAction = action(
  { name: "lead settings rule remove", permission: "leads.settings", args: z.tuple([recordId]) },
  async ({ caller }, ruleId) => {
    const answer = await removeRule(caller, ruleId);
    if (answer.ok) refreshSettings();
    return answer;
  },
);
