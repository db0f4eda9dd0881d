"use server";

import { revalidatePath } from "next/cache";
import { action } from "@/lib/http/action";
import { failure, success } from "@/lib/http/outcome";
import { adminSections, leadHref } from "@/lib/panel/sections";
import { bulkChangeLeads, type BulkChange, type BulkTarget } from "./bulk";
import { addRule, removeRule, setTeam, setWaitAlertMinutes, type RuleInput } from "./settings";
import { submitLead } from "./submit";
import { markLeadSeen } from "./unread";
import { addLeadNote, changeLead, recordContactAttempt, type ContactChannel, type LeadChange } from "./work";

/** The browser door of the counselling enquiry (the modal and the contact page). */
export const submitLeadAction = action({ name: "lead" }, async ({ ip }, source: "MODAL" | "CONTACT_PAGE", values: unknown) =>
  submitLead(values, { ip: await ip(), source: source === "MODAL" ? "MODAL" : "CONTACT_PAGE" }),
);

/** A change as the browser sent it, checked field by field (an action's arguments are anybody's). */
function readChange(change: LeadChange): LeadChange | null {
  if (change?.kind === "status" && typeof change.to === "string") return { kind: "status", to: change.to };
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

/** The lead's page was shown to a person (not merely prefetched): if it is theirs, it is no longer new. */
export const markLeadSeenAction = action({ name: "lead seen", permission: "leads.work" }, async ({ caller }, leadId: string) => {
  await markLeadSeen(String(leadId), caller.userId);
  return success("Seen.");
});

const refreshSettings = () => revalidatePath(adminSections.leadSettings.href);

/** The Lead Settings page's changes (admins): the waiting threshold, a counsellor's team, the rules. */
export const setWaitAlertAction = action(
  { name: "lead settings wait alert", permission: "leads.settings" },
  async ({ caller }, minutes: number) => {
    const answer = await setWaitAlertMinutes(caller, Number(minutes));
    if (answer.ok) refreshSettings();
    return answer;
  },
);

export const setTeamAction = action(
  { name: "lead settings team", permission: "leads.settings" },
  async ({ caller }, userId: string, team: string) => {
    const answer = await setTeam(caller, String(userId), typeof team === "string" ? team : "");
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
      team: typeof input?.team === "string" ? input.team : "",
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
