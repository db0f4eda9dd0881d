/**
 * A parent's or guardian's consent to a minor's enquiry (DPDP Act 2023, s. 9; Rules 2025, r. 10).
 * The enquiry is stored with the request in its own transaction (lib/enquiries/submit.ts), the
 * e-mails an adult's enquiry sends at once held back, and a single-use link (only its SHA-256
 * kept) mailed to the guardian. Agreeing records the consent, shows the enquiry to staff whole and
 * sends the held e-mails (the acknowledgement to the guardian); refusing, or 7 days without an
 * answer, deletes the enquiry outright, since consent was never given. A minor's account
 * (lib/accounts/register.ts) goes the same way: it cannot log in until the guardian agrees.
 */
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { recordAudit, recordAudits } from "@/lib/audit/record";
import { notices } from "@/content/notices";
import { insertRow, newRowId, prisma, sqlName, utcTimestamp, viaPrisma, type Sql } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { claimPeriod } from "@/lib/jobs/period";
import { EXAM_SCORE_LABEL, formatExamScore } from "@/lib/leads/exam-score";
import { indiaDate } from "@/lib/time/india";
import { enqueueEmail, type OutboxMessage } from "@/lib/mail/outbox";
import { guardianConsentRequest } from "@/lib/mail/templates/guardian";
import { siteUrl } from "@/lib/seo/metadata";
import { ENQUIRY_KINDS, type EnquiryForm } from "@/lib/privacy/records";
import type { Guardian } from "./guardian-fields";

/** How long the guardian has to answer; then the link stops working and the enquiry is deleted. */
export const GUARDIAN_ANSWER_DAYS = 7;
const ANSWER_MS = GUARDIAN_ANSWER_DAYS * 24 * 60 * 60_000;

export const GUARDIAN_PAGE = "/privacy/guardian";

export type EnquiryFormName = keyof typeof notices;

/** Each form's table and how the guardian's e-mail and page name it: the enquiry forms' from the registry, and a minor's account. */
const forms = {
  ...(Object.fromEntries(ENQUIRY_KINDS.map((kind) => [kind.key, { table: kind.table, label: kind.guardianWords }])) as Record<
    EnquiryForm,
    { table: string; label: string }
  >),
  account: { table: "User", label: "a registration for an account on our website" },
} satisfies Record<EnquiryFormName, { table: string; label: string }>;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Inside the enquiry's transaction: the pending consent, the held e-mails, and the request to the
 * guardian (an outbox row marked secret, so its link is blanked once sent).
 */
export async function requestGuardianConsent(
  sql: Sql,
  request: { form: EnquiryFormName; enquiryId: string; guardian: Guardian; held: OutboxMessage[] },
): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  await insertRow(sql, "GuardianConsent", {
    id: newRowId(),
    form: request.form,
    enquiryId: request.enquiryId,
    guardianName: request.guardian.name,
    guardianEmail: request.guardian.email,
    guardianMobile: request.guardian.mobile,
    tokenHash: hashToken(token),
    heldEmails: JSON.stringify(request.held),
    requestedAt: utcTimestamp(),
  });
  const link = siteUrl(`${GUARDIAN_PAGE}?token=${encodeURIComponent(token)}`);
  const email = guardianConsentRequest({
    guardianName: request.guardian.name,
    formLabel: forms[request.form].label,
    link,
    days: GUARDIAN_ANSWER_DAYS,
  });
  await enqueueEmail(sql, { to: request.guardian.email, ...email, secret: true });
}

/** What the child sent, as label and value pairs for the guardian's page. */
async function enquiryDetails(form: EnquiryFormName, id: string): Promise<[string, string | null][] | null> {
  if (form === "lead") {
    const lead = await prisma.lead.findUnique({ where: { id } });
    if (!lead) return null;
    return [
      ["Name", lead.name],
      ["E-mail", lead.email],
      ["Mobile", lead.mobile],
      ["12th percentage", lead.percentage ? `${lead.percentage.toString()}%` : null],
      ["Course", lead.course],
      ["Entrance exam", lead.appearedInExam ? (lead.examName ?? "") : "None"],
      ...(lead.appearedInExam && lead.examPercentage
        ? [[EXAM_SCORE_LABEL, formatExamScore(lead.examPercentage.toNumber(), lead.examName ?? undefined)] as [string, string]]
        : []),
    ];
  }
  if (form === "account") {
    const user = await prisma.user.findUnique({ where: { id } });
    if (!user) return null;
    return [
      ["Name", user.name],
      ["E-mail", user.email],
      ["Mobile", user.mobile],
      ["Date of birth", user.dateOfBirth?.toISOString().slice(0, 10) ?? null],
    ];
  }
  if (form === "franchise") {
    const enquiry = await prisma.franchiseEnquiry.findUnique({ where: { id } });
    if (!enquiry) return null;
    return [
      ["Organisation", enquiry.organisationName],
      ["Contact person", enquiry.contactPerson],
      ["Mobile", enquiry.mobile],
      ["E-mail", enquiry.email],
      ["Website", enquiry.websiteUrl],
      ["About the company", enquiry.description],
    ];
  }
  const application = await prisma.careerApplication.findUnique({
    where: { id },
    include: { resume: { select: { fileName: true } } },
  });
  if (!application) return null;
  return [
    ["Name", application.name],
    ["E-mail", application.email],
    ["Phone", application.phone],
    ["Role applied for", application.designation],
    ["Date of birth", application.dateOfBirth.toISOString().slice(0, 10)],
    ["Address", application.address],
    ["Expected salary", application.expectedSalary],
    ["Last salary", application.lastSalary],
    ["Resume", application.resume.fileName],
  ];
}

export type GuardianRequestView =
  | { state: "open"; form: EnquiryFormName; formLabel: string; guardianName: string; details: [string, string][]; deadline: Date }
  | { state: "closed" };

/** What the guardian's page shows for a link: the enquiry, or that the link no longer works. */
export async function findGuardianRequest(token: string, now = new Date()): Promise<GuardianRequestView> {
  if (!token) return { state: "closed" };
  const request = await prisma.guardianConsent.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!request || request.state !== "PENDING" || request.requestedAt.getTime() + ANSWER_MS <= now.getTime())
    return { state: "closed" };
  const form = request.form as EnquiryFormName;
  const details = await enquiryDetails(form, request.enquiryId);
  if (!details) return { state: "closed" };
  return {
    state: "open",
    form,
    formLabel: forms[form].label,
    guardianName: request.guardianName,
    details: details.filter((row): row is [string, string] => row[1] !== null && row[1] !== ""),
    deadline: new Date(request.requestedAt.getTime() + ANSWER_MS),
  };
}

export const GUARDIAN_GIVEN = "Thank you: your consent is recorded, and we have e-mailed you a copy of what your child sent.";
export const GUARDIAN_REFUSED = "Thank you: what your child sent has been deleted, and nobody will contact your child about it.";
export const GUARDIAN_LINK_CLOSED = "This link has already been used or has expired (it works once, for 7 days).";

/** The guardian of a minor's enquiry as staff see it: whom to talk to once they agreed, else only when it lapses. */
export async function guardianForStaff(form: EnquiryFormName, enquiryId: string) {
  const request = await prisma.guardianConsent.findUnique({ where: { enquiryId_form: { enquiryId, form } } });
  if (!request) return null;
  if (request.state === "GIVEN" && request.answeredAt) {
    return {
      state: "given" as const,
      name: request.guardianName,
      email: request.guardianEmail,
      mobile: request.guardianMobile,
      answeredAt: request.answeredAt,
    };
  }
  return { state: "awaiting" as const, deadline: new Date(request.requestedAt.getTime() + ANSWER_MS) };
}

export type GuardianAnswer = "agree" | "refuse";
export type GuardianAnswerResult = "given" | "refused" | "closed";

/** Deletes an enquiry outright (and a job application's resume): consent was never given. */
async function eraseEnquiry(tx: Prisma.TransactionClient, form: EnquiryFormName, id: string): Promise<void> {
  if (form === "lead") await tx.lead.deleteMany({ where: { id } });
  // Only an account still waiting: one whose guardian agreed is the person's own from then on.
  else if (form === "account") await tx.user.deleteMany({ where: { id, awaitingGuardian: true } });
  else if (form === "franchise") await tx.franchiseEnquiry.deleteMany({ where: { id } });
  else {
    const application = await tx.careerApplication.findUnique({ where: { id }, select: { resumeId: true } });
    if (application) {
      await tx.careerApplication.delete({ where: { id } });
      await tx.storedFile.delete({ where: { id: application.resumeId } });
    }
  }
  await tx.guardianConsent.deleteMany({ where: { form, enquiryId: id } });
}

/**
 * The guardian's answer through their link: once, within the 7 days. The row is locked first, so
 * two clicks (or an answer racing the expiry job) settle it once.
 */
export async function answerGuardianRequest(
  token: string,
  answer: GuardianAnswer,
  now = new Date(),
): Promise<GuardianAnswerResult> {
  if (!token) return "closed";
  const result = await prisma.$transaction(async (tx): Promise<GuardianAnswerResult> => {
    const [request] = await tx.$queryRaw<
      { id: string; form: string; enquiryId: string; state: string; requestedAt: Date; heldEmails: OutboxMessage[] | null }[]
    >`
      SELECT "id", "form", "enquiryId", "state", "requestedAt", "heldEmails" FROM "GuardianConsent" WHERE "tokenHash" = ${hashToken(token)} FOR UPDATE`;
    if (!request || request.state !== "PENDING" || request.requestedAt.getTime() + ANSWER_MS <= now.getTime()) return "closed";
    const form = request.form as EnquiryFormName;
    // The guardian is nobody's account: the entry names the enquiry, and nothing of the person.
    const audit = { actorId: null, entityType: forms[form].table, entityId: request.enquiryId };
    if (answer === "refuse") {
      await eraseEnquiry(tx, form, request.enquiryId);
      await recordAudit(tx, { ...audit, action: "guardian.refused" });
      return "refused";
    }
    await tx.guardianConsent.update({
      where: { id: request.id },
      data: { state: "GIVEN", answeredAt: now, heldEmails: Prisma.DbNull },
    });
    await tx.$executeRaw`UPDATE ${sqlName(forms[form].table)} SET "awaitingGuardian" = false WHERE "id" = ${request.enquiryId}`;
    await tx.consent.create({
      data: {
        form,
        enquiryId: request.enquiryId,
        purpose: "ENQUIRY",
        method: "GUARDIAN",
        noticeVersion: notices[form].version,
        givenAt: now,
      },
    });
    if (request.heldEmails?.length) await enqueueEmail(viaPrisma(tx), ...request.heldEmails);
    await recordAudit(tx, { ...audit, action: "guardian.consent-given" });
    return "given";
  });
  return result;
}

export const GUARDIAN_EXPIRY_JOB = "guardian-consent-expiry";

/**
 * Deletes every minor's enquiry whose guardian has not answered within 7 days of the request.
 * Once a day (India's date), claimed in the transaction that deletes, so one instance does it.
 */
export async function eraseUnansweredMinors(now = new Date()): Promise<{ erased: number }> {
  return prisma.$transaction(async (tx) => {
    if (!(await claimPeriod(tx, GUARDIAN_EXPIRY_JOB, indiaDate(now)))) return { erased: 0 };
    const due = await tx.guardianConsent.findMany({
      where: { state: "PENDING", requestedAt: { lte: new Date(now.getTime() - ANSWER_MS) } },
      select: { form: true, enquiryId: true },
    });
    for (const request of due) await eraseEnquiry(tx, request.form as EnquiryFormName, request.enquiryId);
    await recordAudits(
      tx,
      due.map((request) => ({
        actorId: null,
        action: "guardian.expired",
        entityType: forms[request.form as EnquiryFormName].table,
        entityId: request.enquiryId,
      })),
    );
    return { erased: due.length };
  });
}
