/**
 * The waiting check: leads nobody has answered within the admins' threshold (in office time) are
 * re-announced to the admins, once each, in one e-mail per run. Runs every minute as the
 * `lead-waiting` job (lib/jobs/crontab.ts), once across instances.
 */
import "server-only";
import { holdersOf } from "@/lib/auth/permissions";
import { CONSENTED } from "@/lib/privacy/minors/staff-view";
import { prisma, viaPrisma } from "@/lib/db";
import { env } from "@/lib/env";
import { enqueueEmail } from "@/lib/mail/outbox";
import { waitingLeadsAlert } from "@/lib/mail/templates/lead-flow";
import { adminSections, leadHref } from "@/lib/panel/sections";
import { siteUrl } from "@/lib/seo/metadata";
import { OPEN_STATUSES } from "./pipeline";
import { formatWait, isOverdue, waitOf } from "./response";
import { waitAlertMinutes } from "./settings";

/** Older leads are not news: a lead left over from before the check (or a long outage) is not announced days later. */
const LOOK_BACK_MS = 3 * 86_400_000;
/** The most leads one run considers; the next run takes the rest. */
const BATCH = 500;

/** Where the alert goes: every active admin with an address, else the staff inbox. */
async function adminAddresses(): Promise<string[]> {
  const admins = await prisma.user.findMany({
    where: { role: { in: holdersOf("leads.settings") }, disabledAt: null, email: { not: null } },
    select: { email: true },
  });
  const addresses = admins.map((admin) => admin.email!);
  return addresses.length ? addresses : [env().STAFF_NOTIFY_EMAIL];
}

export async function announceWaitingLeads(now = new Date()): Promise<{ announced: number }> {
  const threshold = await waitAlertMinutes();
  const candidates = await prisma.lead.findMany({
    where: {
      firstResponseAt: null,
      waitAnnouncedAt: null,
      status: { in: [...OPEN_STATUSES] },
      // Nobody may call a minor before their guardian agrees: not late yet.
      ...CONSENTED,
      // Office time never runs faster than the clock: younger leads cannot be late yet.
      createdAt: { gte: new Date(now.getTime() - LOOK_BACK_MS), lte: new Date(now.getTime() - threshold * 60_000) },
    },
    orderBy: { createdAt: "asc" },
    take: BATCH,
    select: {
      id: true,
      name: true,
      course: true,
      createdAt: true,
      firstResponseAt: true,
      assignedTo: { select: { name: true } },
    },
  });
  const late = candidates.filter((lead) => isOverdue(waitOf(lead, now), threshold));
  if (late.length === 0) return { announced: 0 };
  const addresses = await adminAddresses();
  const announced = await prisma.$transaction(async (tx) => {
    // Each lead once, whoever else runs the check: only the rows this run marks are announced.
    const marked = await tx.lead.updateManyAndReturn({
      where: { id: { in: late.map((lead) => lead.id) }, waitAnnouncedAt: null, firstResponseAt: null },
      data: { waitAnnouncedAt: now },
      select: { id: true },
    });
    const ids = new Set(marked.map((lead) => lead.id));
    const lines = late
      .filter((lead) => ids.has(lead.id))
      .map((lead) => ({
        name: lead.name,
        course: lead.course,
        href: siteUrl(leadHref(lead.id)),
        detail: `waiting ${formatWait(waitOf(lead, now).milliseconds)}, ${lead.assignedTo ? `assigned to ${lead.assignedTo.name}` : "unassigned"}`,
      }));
    if (lines.length) {
      const alert = waitingLeadsAlert(lines, { thresholdMinutes: threshold, listHref: siteUrl(adminSections.leads.href) });
      await enqueueEmail(viaPrisma(tx), ...addresses.map((to) => ({ to, ...alert })));
    }
    return lines.length;
  });
  return { announced };
}
