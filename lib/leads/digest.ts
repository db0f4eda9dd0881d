/**
 * The morning digest: at 9:00 India time on office days (Monday to Saturday), each counsellor
 * with follow-ups due today or overdue gets one e-mail listing them, most overdue first; nobody
 * gets an empty one. Runs as the `follow-up-digest` job at 9:00 (lib/jobs/crontab.ts); the day is
 * claimed in the transaction that queues the e-mails, so each day's digest goes once, whichever
 * run (a retry, a made-up run, a cron call) comes first after 9:00.
 */
import "server-only";
import { prisma, viaPrisma } from "@/lib/db";
import { claimPeriod } from "@/lib/jobs/period";
import { enqueueEmail, type OutboxMessage } from "@/lib/mail/outbox";
import { followUpDigest, type LeadLine } from "@/lib/mail/templates/lead-flow";
import { adminSections, leadHref } from "@/lib/panel/sections";
import { consentWithdrawnLeads } from "@/lib/privacy/rights/withdraw";
import { CONSENTED } from "@/lib/privacy/minors/staff-view";
import { siteUrl } from "@/lib/seo/metadata";
import { formatDateTime } from "@/lib/site/format";
import { indiaClock, indiaDate, indiaDayStart } from "@/lib/time/india";
import { OPEN_STATUSES } from "./pipeline";

export const DIGEST_JOB = "follow-up-digest";
const DIGEST_HOUR = 9;

type Due = {
  id: string;
  name: string;
  course: string;
  nextFollowUpAt: Date;
  assignedTo: { id: string; name: string; email: string };
};

function digestFor(counsellor: Due["assignedTo"], leads: Due[], todayStart: Date): OutboxMessage {
  const line = (lead: Due): LeadLine => ({
    name: lead.name,
    course: lead.course,
    href: siteUrl(leadHref(lead.id)),
    detail: `follow up ${formatDateTime(lead.nextFollowUpAt)}`,
  });
  const body = followUpDigest(
    counsellor.name,
    {
      overdue: leads.filter((lead) => lead.nextFollowUpAt < todayStart).map(line),
      today: leads.filter((lead) => lead.nextFollowUpAt >= todayStart).map(line),
    },
    siteUrl(`${adminSections.leads.href}?view=due`),
  );
  return { to: counsellor.email, ...body };
}

export async function sendFollowUpDigests(now = new Date()): Promise<{ digests: number; followUps: number }> {
  const { hour, sunday } = indiaClock(now);
  if (sunday || hour < DIGEST_HOUR) return { digests: 0, followUps: 0 };
  const today = indiaDate(now);
  const counts = await prisma.$transaction(async (tx) => {
    if (!(await claimPeriod(tx, DIGEST_JOB, today))) return { digests: 0, followUps: 0 };
    const due = (await tx.lead.findMany({
      where: {
        nextFollowUpAt: { lt: indiaDayStart(today, 1) },
        status: { in: [...OPEN_STATUSES] },
        // A minor's lead is not worked before their guardian agrees (lib/privacy/minors/staff-view.ts).
        ...CONSENTED,
        assignedTo: { disabledAt: null, email: { not: null } },
      },
      orderBy: [{ nextFollowUpAt: "asc" }, { id: "asc" }],
      select: {
        id: true,
        name: true,
        course: true,
        nextFollowUpAt: true,
        assignedTo: { select: { id: true, name: true, email: true } },
      },
    })) as Due[];
    // A lead whose person withdrew consent is processed no further, not even as a reminder.
    const withdrawn = await consentWithdrawnLeads(
      tx,
      due.map((lead) => lead.id),
    );
    const kept = due.filter((lead) => !withdrawn.has(lead.id));
    const byCounsellor = Map.groupBy(kept, (lead) => lead.assignedTo.id);
    const digests = [...byCounsellor.values()].map((leads) => digestFor(leads[0]!.assignedTo, leads, indiaDayStart(today)));
    if (digests.length) await enqueueEmail(viaPrisma(tx), ...digests);
    return { digests: digests.length, followUps: kept.length };
  });
  return counts;
}
