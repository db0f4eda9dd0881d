import { NO_NOTICE, notices } from "@/content/notices";
import { site } from "@/content/site";
import { isPdf, NOT_A_PDF, safeResumeName } from "@/lib/careers/resume";
import { MAX_RESUME_BYTES } from "@/lib/careers/constants";
import { careerSchema } from "@/lib/careers/schema";
import { prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { failure, type Outcome } from "@/lib/http/outcome";
import { enqueueEmail } from "@/lib/mail/outbox";
import { careerAcknowledgement, careerNotification } from "@/lib/mail/templates/career";
import { kickOutbox } from "@/lib/mail/worker";
import { siteUrl } from "@/lib/seo/metadata";
import { admitSubmission, ENQUIRY_TRANSACTION, type SubmissionContext } from "@/lib/security/admission";
import { duplicateWindowStart, lockEnquiryKeys } from "@/lib/security/duplicates";
import { postgresRateLimit } from "@/lib/security/rate-limit";

/** The specification's success text for the careers form. */
export const APPLICATION_RECEIVED = "Form submitted successfully!";
export const RESUME_OVER_LIMIT = `Your resume is larger than 5 MB (${MAX_RESUME_BYTES.toLocaleString("en-US")} bytes). Please attach a smaller PDF.`;
export const RESUME_NOT_PDF = "Your resume is not a PDF file. Please attach your resume as a PDF.";

export const careerRateLimit = postgresRateLimit({ name: "career", points: 5, durationSeconds: 10 * 60 });

/**
 * The job application from the careers page or POST /api/career/email. The resume is judged by
 * its size and its first bytes before anything else (413, 415), then the fields; the resume is
 * stored in the database with the application and attached to the staff e-mail.
 */
export async function submitApplication(
  input: Record<string, unknown>,
  context: SubmissionContext & { via: "PAGE" | "API" },
): Promise<Outcome> {
  const resume = input.resume;
  if (resume instanceof Blob && resume.size > 0) {
    if (resume.size > MAX_RESUME_BYTES) return failure(413, RESUME_OVER_LIMIT, { resume: RESUME_OVER_LIMIT });
    if (!(await isPdf(resume))) return failure(415, RESUME_NOT_PDF, { resume: NOT_A_PDF });
  }

  const admission = await admitSubmission(input, careerSchema, context, {
    limit: careerRateLimit,
    acceptedMessage: APPLICATION_RECEIVED,
  });
  if (!admission.admitted) return admission.outcome;
  const { resume: file, ...application } = admission.data;
  const bytes = new Uint8Array(await file.arrayBuffer());
  const resumeName = safeResumeName(file.name);
  const { STAFF_NOTIFY_EMAIL } = env();

  await prisma.$transaction(async (tx) => {
    await lockEnquiryKeys(tx, "career", [application.email, application.phone]);
    const first = await tx.careerApplication.findFirst({
      where: {
        OR: [{ email: application.email }, { phone: application.phone }],
        createdAt: { gte: duplicateWindowStart() },
      },
      orderBy: { createdAt: "asc" },
      select: { id: true },
    });
    const stored = await tx.storedFile.create({
      data: { fileName: resumeName, contentType: "application/pdf", size: bytes.byteLength, bytes },
      select: { id: true },
    });
    await tx.careerApplication.create({
      data: {
        name: application.name,
        email: application.email,
        phone: application.phone,
        designation: application.designation,
        dateOfBirth: new Date(`${application.dob}T00:00:00Z`),
        address: application.address,
        expectedSalary: application.expected_salary,
        lastSalary: application.last_salary,
        resumeId: stored.id,
        duplicateOfId: first?.id,
        noticeVersion: context.via === "API" ? NO_NOTICE : notices.career.version,
      },
      select: { id: true },
    });
    const notification = careerNotification(application, {
      duplicate: first !== null,
      resumeName,
      adminUrl: siteUrl("/admin"),
    });
    await enqueueEmail(tx, { to: STAFF_NOTIFY_EMAIL, replyTo: application.email, attachmentIds: [stored.id], ...notification });
    if (!first) await enqueueEmail(tx, { to: application.email, replyTo: site.contactEmail, ...careerAcknowledgement(application) });
  }, ENQUIRY_TRANSACTION);

  kickOutbox();
  return { ok: true, message: APPLICATION_RECEIVED };
}
