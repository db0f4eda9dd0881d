/**
 * Speed to lead: the first time anyone reached out to an enquirer (a call, WhatsApp or e-mail
 * opened from the lead's page, a template e-mail sent from it, a status move, a note) is kept on
 * the lead, so the Contact List and the lead's page can say how long it waited. A lead called
 * within minutes is several times likelier to enrol than one called after an hour.
 */
import type { Prisma } from "@/lib/generated/prisma/client";
import { officeTimeBetween } from "./office-hours";

/** Marks the first response of a lead (or of several, moved at once), once: later ones leave the first time as it was. */
export async function markFirstResponse(
  tx: Pick<Prisma.TransactionClient, "lead">,
  leadIds: string | readonly string[],
): Promise<void> {
  const id = typeof leadIds === "string" ? leadIds : { in: [...leadIds] };
  await tx.lead.updateMany({ where: { id, firstResponseAt: null }, data: { firstResponseAt: new Date() } });
}

const MINUTE = 60_000;

/** "4 min", "2 h 5 min", "3 days": a wait as a counsellor reads it at a glance. */
export function formatWait(milliseconds: number): string {
  const minutes = Math.max(0, Math.floor(milliseconds / MINUTE));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}

/** Until an admin sets another, a lead unanswered for 15 office minutes is flagged. */
export const DEFAULT_WAIT_ALERT_MINUTES = 15;

/** How long a lead waited for its first response (or has waited so far), and how much of it in office hours. */
export type Wait = { answered: boolean; milliseconds: number; officeMilliseconds: number };

/** Whether a lead has waited past the threshold, in office time, without an answer. */
export const isOverdue = (wait: Wait, thresholdMinutes: number) =>
  !wait.answered && wait.officeMilliseconds > thresholdMinutes * MINUTE;

export function waitOf(lead: { createdAt: Date; firstResponseAt: Date | null }, now = new Date()): Wait {
  const end = lead.firstResponseAt ?? now;
  return {
    answered: lead.firstResponseAt !== null,
    milliseconds: end.getTime() - lead.createdAt.getTime(),
    officeMilliseconds: officeTimeBetween(lead.createdAt, end),
  };
}
