import "server-only";
import { resumeProblem, safeResumeName } from "@/lib/careers/resume";
import { careerSchema, type CareerInput } from "@/lib/careers/schema";
import { insertRow, newRowId, utcTimestamp } from "@/lib/db";
import { insertEnquiry } from "@/lib/enquiries/row";
import { submitEnquiry, type EnquiryContext, type EnquiryForm } from "@/lib/enquiries/submit";
import { failure, FORM_SUBMITTED, type Outcome } from "@/lib/http/outcome";
import { careerAcknowledgement, careerNotification } from "@/lib/mail/templates/career";
import { siteUrl } from "@/lib/seo/metadata";
import { postgresRateLimit } from "@/lib/security/rate-limit";

/** The specification's success text for the careers form. */
export const APPLICATION_RECEIVED = FORM_SUBMITTED;
export const MINOR_APPLICATION_RECEIVED =
  "Thank you! We have e-mailed your parent or guardian. Our HR team will read your application once they agree.";

export const careerRateLimit = postgresRateLimit({ name: "career", points: 5, durationSeconds: 10 * 60 });

/** The careers page's form, or a client of the API. */
export type CareerSource = "PAGE" | "API";

const careerForm: EnquiryForm<CareerInput, CareerSource, { id: string; attachmentIds: string[]; resumeName: string }> = {
  name: "career",
  schema: careerSchema,
  rateLimit: careerRateLimit,
  receivedMessage: APPLICATION_RECEIVED,
  minorReceivedMessage: MINOR_APPLICATION_RECEIVED,
  contact: (application) => ({ email: application.email, mobile: application.phone }),
  table: { table: "CareerApplication", email: "email", mobile: "phone" },
  // The resume is stored in the database with the application and attached to the staff e-mail.
  async create(sql, { resume, ...application }, { duplicateOfId, noticeVersion, minor, awaitingGuardian }, attribution) {
    const bytes = Buffer.from(await resume.arrayBuffer());
    const resumeName = safeResumeName(resume.name);
    const fileId = newRowId();
    await insertRow(sql, "StoredFile", {
      id: fileId,
      fileName: resumeName,
      contentType: "application/pdf",
      size: bytes.byteLength,
      bytes,
      createdAt: utcTimestamp(),
    });
    const id = await insertEnquiry(sql, "CareerApplication", {
      name: application.name,
      email: application.email,
      phone: application.phone,
      designation: application.designation,
      dateOfBirth: application.dob,
      address: application.address,
      expectedSalary: application.expected_salary,
      lastSalary: application.last_salary,
      resumeId: fileId,
      duplicateOfId,
      noticeVersion,
      minor,
      awaitingGuardian,
      ...attribution,
    });
    return { id, attachmentIds: [fileId], resumeName };
  },
  staffNotification: (application, { resumeName }, { duplicate }) =>
    careerNotification(application, { duplicate, resumeName, adminUrl: siteUrl("/admin/careers") }),
  acknowledgement: careerAcknowledgement,
};

/**
 * The job application from the careers page or POST /api/career/email. The resume is judged by
 * its size and its bytes (a PDF header and end marker) before anything else (413, 415), then the fields.
 */
export async function submitApplication(input: Record<string, unknown>, context: EnquiryContext<CareerSource>): Promise<Outcome> {
  const resume = input.resume;
  if (resume instanceof Blob && resume.size > 0) {
    const problem = await resumeProblem(resume);
    if (problem) return failure(problem.kind === "too-large" ? 413 : 415, problem.message, { resume: problem.message });
  }
  return submitEnquiry(careerForm, input, context);
}
