import { NO_NOTICE, notices } from "@/content/notices";
import { site } from "@/content/site";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { franchiseSchema } from "@/lib/franchise/schema";
import type { Outcome } from "@/lib/http/outcome";
import { enqueueEmail } from "@/lib/mail/outbox";
import { franchiseAcknowledgement, franchiseNotification } from "@/lib/mail/templates/franchise";
import { kickOutbox } from "@/lib/mail/worker";
import { siteUrl } from "@/lib/seo/metadata";
import { admitSubmission, ENQUIRY_TRANSACTION, type SubmissionContext } from "@/lib/security/admission";
import { duplicateWindowStart, lockEnquiryKeys } from "@/lib/security/duplicates";
import { postgresRateLimit } from "@/lib/security/rate-limit";

export const FRANCHISE_RECEIVED = "Thank you! Our partnerships team will contact you within two working days.";

export const franchiseRateLimit = postgresRateLimit({ name: "franchise", points: 5, durationSeconds: 10 * 60 });

/** The franchise enquiry from the franchise page or POST /api/franchise; saved with its e-mails in one transaction. */
export async function submitFranchiseEnquiry(
  input: unknown,
  context: SubmissionContext & { via: "PAGE" | "API" },
): Promise<Outcome> {
  const admission = await admitSubmission(input, franchiseSchema, context, {
    limit: franchiseRateLimit,
    acceptedMessage: FRANCHISE_RECEIVED,
  });
  if (!admission.admitted) return admission.outcome;
  const enquiry = admission.data;
  const { STAFF_NOTIFY_EMAIL } = env();

  await prisma.$transaction(async (tx) => {
    await lockEnquiryKeys(tx, "franchise", [enquiry.email, enquiry.mobile]);
    const first = await tx.franchiseEnquiry.findFirst({
      where: { OR: [{ email: enquiry.email }, { mobile: enquiry.mobile }], createdAt: { gte: duplicateWindowStart() } },
      orderBy: { createdAt: "asc" },
      select: { id: true },
    });
    await tx.franchiseEnquiry.create({
      data: {
        organisationName: enquiry.orgizationname,
        contactPerson: enquiry.contactperson,
        mobile: enquiry.mobile,
        email: enquiry.email,
        websiteUrl: enquiry.websiteurl,
        description: enquiry.description,
        duplicateOfId: first?.id,
        noticeVersion: context.via === "API" ? NO_NOTICE : notices.franchise.version,
      },
      select: { id: true },
    });
    const notification = franchiseNotification(enquiry, { duplicate: first !== null, adminUrl: siteUrl("/admin") });
    await enqueueEmail(tx, { to: STAFF_NOTIFY_EMAIL, replyTo: enquiry.email, ...notification });
    if (!first) await enqueueEmail(tx, { to: enquiry.email, replyTo: site.contactEmail, ...franchiseAcknowledgement(enquiry) });
  }, ENQUIRY_TRANSACTION);

  kickOutbox();
  return { ok: true, message: FRANCHISE_RECEIVED };
}
