/**
 * Breach readiness (DPDP Rules 2025, r. 7): an admin records a personal-data breach (what happened,
 * when it was found, which data, how many people) with the notice the people affected are to
 * read, then sends that notice through the outbox to the people chosen: everyone whose enquiry
 * arrived in a time window, or a list of addresses. Every step is audited.
 */
import "server-only";
import { z } from "zod";
import { recordAudit } from "@/lib/audit/record";
import type { Caller } from "@/lib/auth/caller";
import { prisma, sqlName, utcTimestamp, viaPrisma } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { failure, invalid, success, type Outcome } from "@/lib/http/outcome";
import { fromIndiaLocalInput, indiaDayStart, isCalendarDay } from "@/lib/time/india";
import { enqueueEmail } from "@/lib/mail/outbox";
import { breachNotice } from "@/lib/mail/templates/privacy";
import { isRowId } from "@/lib/validation/stored-text";
import { NOT_ANONYMISED } from "@/lib/privacy/anonymise";
import { ENQUIRY_KINDS } from "@/lib/privacy/records";
import { BREACH_LIMITS } from "@/lib/privacy/setting-bounds";

/** "2026-11-25T14:30" as a datetime-local field sends it, read as India time. */
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

const text = (max: number, missing: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, `At most ${max} characters.`);

const breachSchema = z.object({
  summary: text(BREACH_LIMITS.summary, "Say what happened."),
  detectedAt: z
    .string({ error: "Enter when the breach was found." })
    .regex(LOCAL_TIME, "Enter when the breach was found.")
    .refine((value) => !Number.isNaN(fromIndiaLocalInput(value).getTime()), "Enter a real date and time.")
    .transform(fromIndiaLocalInput)
    .refine((at) => at.getTime() <= Date.now() + 60_000, "The breach cannot have been found in the future."),
  dataAffected: text(BREACH_LIMITS.dataAffected, "Say which personal data was affected."),
  peopleAffected: z
    .number({ error: "Enter how many people were affected, as a whole number." })
    .int("Enter how many people were affected, as a whole number.")
    .min(0, "Enter how many people were affected, as a whole number.")
    .max(10_000_000, "That is more people than we hold."),
  noticeText: text(BREACH_LIMITS.noticeText, "Write the notice the people affected will read."),
});

export async function recordBreach(actor: Caller, input: unknown): Promise<Outcome<{ id: string }>> {
  const parsed = breachSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error, parsed.error.issues[0]?.message);
  return prisma.$transaction(async (tx) => {
    const breach = await tx.breachRecord.create({ data: { ...parsed.data, recordedById: actor.userId }, select: { id: true } });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "breach.record",
      entityType: "BreachRecord",
      entityId: breach.id,
      after: { ...parsed.data, detectedAt: parsed.data.detectedAt.toISOString() },
    });
    return success("Breach recorded. Now send the notice to the people affected.", { id: breach.id });
  });
}

/** Who is to be told: whoever enquired (any form) within a window of India days, or the addresses listed. */
export type BreachAudience = { by: "window"; from: string; to: string } | { by: "emails"; emails: string };

const isEmail = (value: string) => z.email().safeParse(value).success;

/** The addresses of everyone who enquired in [from, to], erased enquiries left out (their address is a placeholder). */
async function addressesInWindow(from: string, to: string): Promise<string[]> {
  const enquiries = ENQUIRY_KINDS.map(
    (kind) =>
      Prisma.sql`SELECT "id", ${sqlName(kind.email)} AS "email", ${sqlName(kind.at)} AS "createdAt" FROM ${sqlName(kind.table)}`,
  );
  const rows = await prisma.$queryRaw<{ email: string }[]>`
    SELECT DISTINCT lower(e."email") AS "email" FROM (${Prisma.join(enquiries, " UNION ALL ")}) e
     WHERE e."createdAt" >= ${utcTimestamp(indiaDayStart(from))}::timestamp AND e."createdAt" < ${utcTimestamp(indiaDayStart(to, 1))}::timestamp
       AND ${NOT_ANONYMISED}
     ORDER BY 1`;
  return rows.map((row) => row.email).filter(isEmail);
}

/** The addresses an audience names, or the reason it cannot be read. */
async function audienceAddresses(audience: BreachAudience): Promise<string[] | string> {
  if (audience?.by === "window") {
    if (!isCalendarDay(audience.from) || !isCalendarDay(audience.to)) return "Enter both days of the window as dates.";
    if (audience.from > audience.to) return "The window must end on or after its first day.";
    return addressesInWindow(audience.from, audience.to);
  }
  if (audience?.by === "emails" && typeof audience.emails === "string") {
    const listed = audience.emails.split(/[\s,;]+/).filter(Boolean);
    if (listed.length > BREACH_LIMITS.listedEmails) return `List at most ${BREACH_LIMITS.listedEmails} addresses at a time.`;
    const wrong = listed.filter((address) => !isEmail(address));
    if (wrong.length) return `These are not e-mail addresses: ${wrong.slice(0, 5).join(", ")}${wrong.length > 5 ? "…" : ""}`;
    return [...new Set(listed.map((address) => address.toLowerCase()))];
  }
  return "Choose the people to tell: a time window or a list of addresses.";
}

export async function sendBreachNotices(
  actor: Caller,
  breachId: string,
  audience: BreachAudience,
): Promise<Outcome<{ sent: number }>> {
  if (!isRowId(breachId)) return failure(404, "No such breach record.");
  const breach = await prisma.breachRecord.findUnique({ where: { id: breachId }, select: { noticeText: true } });
  if (!breach) return failure(404, "No such breach record.");
  const addresses = await audienceAddresses(audience);
  if (typeof addresses === "string") return failure(400, addresses);
  if (addresses.length === 0) return failure(400, "Nobody matched: no enquiry arrived in that window.");
  const notice = breachNotice(breach.noticeText);
  await prisma.$transaction(
    async (tx) => {
      await enqueueEmail(viaPrisma(tx), ...addresses.map((to) => ({ to, ...notice })));
      await tx.breachRecord.update({
        where: { id: breachId },
        data: { noticesSentAt: new Date(), noticesSent: { increment: addresses.length } },
        select: { id: true },
      });
      // The selection, not the addresses: the audit log is not another copy of the people's details.
      const chosen = audience.by === "window" ? { from: audience.from, to: audience.to } : { listed: addresses.length };
      await recordAudit(tx, {
        actorId: actor.userId,
        action: "breach.notify",
        entityType: "BreachRecord",
        entityId: breachId,
        after: { ...chosen, notices: addresses.length },
      });
    },
    { timeout: 60_000 },
  );
  return success(addresses.length === 1 ? "Notice queued for 1 person." : `Notice queued for ${addresses.length} people.`, {
    sent: addresses.length,
  });
}

export function listBreaches() {
  return prisma.breachRecord.findMany({
    orderBy: { createdAt: "desc" },
    select: {
      id: true,
      summary: true,
      detectedAt: true,
      dataAffected: true,
      peopleAffected: true,
      noticeText: true,
      noticesSentAt: true,
      noticesSent: true,
      createdAt: true,
    },
  });
}
