import { NO_NOTICE, notices } from "@/content/notices";
import { site } from "@/content/site";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import type { LeadSource } from "@/lib/generated/prisma/client";
import type { Outcome } from "@/lib/http/outcome";
import { leadSchema } from "@/lib/leads/schema";
import { enqueueEmail } from "@/lib/mail/outbox";
import { leadAcknowledgement, leadNotification } from "@/lib/mail/templates/lead";
import { kickOutbox } from "@/lib/mail/worker";
import { siteUrl } from "@/lib/seo/metadata";
import { admitSubmission, ENQUIRY_TRANSACTION, type SubmissionContext } from "@/lib/security/admission";
import { duplicateWindowStart, lockEnquiryKeys } from "@/lib/security/duplicates";
import { postgresRateLimit } from "@/lib/security/rate-limit";

export const LEAD_RECEIVED = "Thank you! A counsellor will call you within one working day.";

/** Per client IP (or IPv6 /64): enough for a family or a school office, not for a bot. */
export const leadRateLimit = postgresRateLimit({ name: "lead", points: 10, durationSeconds: 10 * 60 });

/**
 * The counselling enquiry, whichever door it came through (the modal, the contact page, the API):
 * admitted past the honeypot, validation and rate limit, then saved with its e-mails in one
 * transaction, so an accepted enquiry is never lost even while the mail server is down.
 */
export async function submitLead(input: unknown, context: SubmissionContext & { source: LeadSource }): Promise<Outcome> {
  const admission = await admitSubmission(input, leadSchema, context, { limit: leadRateLimit, acceptedMessage: LEAD_RECEIVED });
  if (!admission.admitted) return admission.outcome;
  const lead = admission.data;
  const { STAFF_NOTIFY_EMAIL } = env();

  await prisma.$transaction(async (tx) => {
    await lockEnquiryKeys(tx, "lead", [lead.email, lead.mobile]);
    const first = await tx.lead.findFirst({
      where: { OR: [{ email: lead.email }, { mobile: lead.mobile }], createdAt: { gte: duplicateWindowStart() } },
      orderBy: { createdAt: "asc" },
      select: { id: true },
    });
    const row = await tx.lead.create({
      data: {
        name: lead.name,
        email: lead.email,
        mobile: lead.mobile,
        percentage: lead.percentage,
        course: lead.course,
        appearedInExam: lead.appearedInExam === "yes",
        examName: lead.examName,
        examPercentage: lead.examPercentage,
        source: context.source,
        duplicateOfId: first?.id,
        noticeVersion: context.source === "API" ? NO_NOTICE : notices.lead.version,
      },
      select: { id: true },
    });

    const notification = leadNotification(lead, {
      source: context.source,
      duplicate: first !== null,
      adminUrl: siteUrl(`/admin/contacts/${row.id}`),
    });
    await enqueueEmail(tx, { to: STAFF_NOTIFY_EMAIL, replyTo: lead.email, ...notification });
    // A repeat within 24 hours is not acknowledged again: the visitor already has one, and a
    // stranger cannot use the form to flood someone else's inbox.
    if (!first) await enqueueEmail(tx, { to: lead.email, replyTo: site.contactEmail, ...leadAcknowledgement(lead) });
  }, ENQUIRY_TRANSACTION);

  kickOutbox();
  return { ok: true, message: LEAD_RECEIVED };
}
