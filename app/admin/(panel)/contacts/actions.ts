"use server";

import { revalidatePath } from "next/cache";
import { adminSections } from "@/components/admin/sections";
import { staffAction } from "@/lib/auth/action";
import { addLeadNote, changeLead, type LeadChange } from "@/lib/leads/work";

const roles = adminSections.contacts.roles;

/** A change from the lead's page, with the version of the lead the counsellor was looking at. */
export const changeLeadAction = staffAction(roles, async (caller, leadId: string, seenVersion: number, change: LeadChange) => {
  const parsed: LeadChange | null =
    change?.kind === "status" && typeof change.to === "string"
      ? { kind: "status", to: change.to }
      : change?.kind === "assign" && (typeof change.to === "string" || change.to === null)
        ? { kind: "assign", to: change.to }
        : change?.kind === "follow-up" && (change.at === null || typeof change.at === "string" || change.at instanceof Date)
          ? { kind: "follow-up", at: change.at === null ? null : new Date(change.at) }
          : null;
  if (!parsed || !Number.isInteger(seenVersion)) return { ok: false as const, status: 400 as const, message: "That change could not be read." };
  const answer = await changeLead(caller, String(leadId), seenVersion, parsed);
  if (answer.ok) revalidatePath(`${adminSections.contacts.href}/${leadId}`);
  return answer;
});

export const addNoteAction = staffAction(roles, async (caller, leadId: string, body: string) => {
  const answer = await addLeadNote(caller, String(leadId), typeof body === "string" ? body : "");
  if (answer.ok) revalidatePath(`${adminSections.contacts.href}/${leadId}`);
  return answer;
});
