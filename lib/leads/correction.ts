/**
 * Correcting a lead's details (a misheard name, a mistyped mobile, the city added): staff change
 * the enquirer's own fields on the version of the lead they saw, and the history keeps each
 * changed field's old and new value. A minor's lead awaiting its guardian shows no contact
 * details, so it cannot be corrected until the parent agrees.
 */
import "server-only";
import "@/lib/validation/zod-config";
import { z } from "zod";
import { recordAudit } from "@/lib/audit/record";
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db";
import { failure, invalid, success, type Outcome } from "@/lib/http/outcome";
import { emailField, indianMobileField, optionalLine, percentageField, requiredLine } from "@/lib/validation/fields";
import { isRowId } from "@/lib/validation/stored-text";
import { CITY_MAX, COURSES, NAME_MAX } from "./constants";

const leadCorrectionSchema = z.object({
  name: requiredLine("the name", NAME_MAX, "name"),
  email: emailField,
  mobile: indianMobileField,
  course: z.enum(COURSES, { error: "Choose a course" }),
  percentage: percentageField("Enter the 12th percentage", "12th percentage"),
  city: optionalLine("city", CITY_MAX),
});

const DETAILS_CORRECTED = "Details corrected.";

export async function correctLead(actor: Caller, leadId: string, seenVersion: number, input: unknown): Promise<Outcome> {
  const parsed = leadCorrectionSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  if (!isRowId(leadId) || !Number.isInteger(seenVersion)) return failure(404, "No such lead.");
  const wanted = { ...parsed.data, city: parsed.data.city ?? null };
  return prisma.$transaction(async (tx) => {
    const lead = await tx.lead.findUnique({
      where: { id: leadId },
      select: {
        name: true,
        email: true,
        mobile: true,
        course: true,
        percentage: true,
        city: true,
        version: true,
        awaitingGuardian: true,
      },
    });
    if (!lead) return failure(404, "No such lead.");
    if (lead.awaitingGuardian) return failure(409, "A minor's enquiry can be corrected once the parent or guardian has agreed.");
    if (lead.version !== seenVersion)
      return failure(409, "This lead was changed meanwhile. Reload to see the change, then try again.");
    const stored = { ...lead, percentage: Number(lead.percentage) };
    const changed = (Object.keys(wanted) as (keyof typeof wanted)[]).filter((key) => stored[key] !== wanted[key]);
    if (changed.length === 0) return failure(400, "Nothing to correct: the details are as shown.");
    const { count } = await tx.lead.updateMany({
      where: { id: leadId, version: seenVersion },
      data: { ...Object.fromEntries(changed.map((key) => [key, wanted[key]])), version: { increment: 1 } },
    });
    if (count === 0) return failure(409, "This lead was changed meanwhile. Reload to see the change, then try again.");
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "lead.correct",
      entityType: "Lead",
      entityId: leadId,
      before: Object.fromEntries(changed.map((key) => [key, stored[key]])),
      after: Object.fromEntries(changed.map((key) => [key, wanted[key]])),
    });
    return success(DETAILS_CORRECTED);
  });
}
