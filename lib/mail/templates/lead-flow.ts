/**
 * The lead flow's e-mails to staff: the admins' alert about leads waiting too long for a first
 * call, and each counsellor's morning digest of follow-ups. Each names the lead, its course and a
 * link to it, never more of the enquirer's data than that: the rest is in the panel.
 */
import { renderEmail, type EmailBody } from "@/lib/mail/templates/render";

export type LeadLine = { name: string; course: string; href: string; detail: string };

/** The most leads one e-mail lists; the rest are counted and linked to the panel's view. */
export const LINES_MAX = 50;

function lines(leads: LeadLine[]): string[] {
  const shown = leads.slice(0, LINES_MAX).map((lead) => `${lead.name} (${lead.course}), ${lead.detail}: ${lead.href}`);
  const more = leads.length - shown.length;
  return more > 0 ? [...shown, `…and ${more} more.`] : shown;
}

/** To admins: leads nobody has answered within the threshold, each once. */
export function waitingLeadsAlert(
  leads: LeadLine[],
  meta: { thresholdMinutes: number; listHref: string },
): EmailBody & { subject: string } {
  const count = leads.length === 1 ? "1 lead has" : `${leads.length} leads have`;
  return {
    subject: `${count} waited over ${meta.thresholdMinutes} minutes for a first call`,
    ...renderEmail({
      heading: "Leads waiting for a first call",
      paragraphs: [
        `${count} waited more than ${meta.thresholdMinutes} office minutes without a call, WhatsApp, e-mail, note or status move.`,
        ...lines(leads),
      ],
      link: { label: "Open the Contact List", href: meta.listHref },
    }),
  };
}

/** To a counsellor at 9:00: today's follow-ups and the overdue ones, most overdue first. */
export function followUpDigest(
  counsellor: string,
  leads: { overdue: LeadLine[]; today: LeadLine[] },
  listHref: string,
): EmailBody & { subject: string } {
  const total = leads.overdue.length + leads.today.length;
  return {
    subject: `Your follow-ups today: ${total}${leads.overdue.length ? ` (${leads.overdue.length} overdue)` : ""}`,
    ...renderEmail({
      heading: `Good morning, ${counsellor}`,
      paragraphs: [
        ...(leads.overdue.length ? [`Overdue (${leads.overdue.length}):`, ...lines(leads.overdue)] : []),
        ...(leads.today.length ? [`Due today (${leads.today.length}):`, ...lines(leads.today)] : []),
      ],
      link: { label: "Open your follow-ups", href: listHref },
    }),
  };
}
