/**
 * Anonymising rows in place (DPDP Act 2023, s. 8(7) and 12: erasure), for the erasure engine
 * (lib/privacy/rights/erasure.ts) and the retention job. A row keeps what is not about the person (the
 * course, exam and marks, status, dates, form), so the dashboard's counts and funnels survive;
 * everything that could name, reach or describe the person is replaced by a placeholder, nulled or
 * deleted. Each function runs inside the caller's transaction and returns the rows it changed;
 * running one again on the same rows changes nothing a person could be found by.
 */
import { Prisma } from "@/lib/generated/prisma/client";

type Tx = Prisma.TransactionClient;

/** What an anonymised row's name columns read. */
export const ERASED_NAME = "Erased";
/** Ten zeros: no Indian mobile starts with 0, so it can never reach a real person. */
export const ERASED_MOBILE = "0000000000";
/** A per-row placeholder address (the .invalid domain never resolves, RFC 2606): unique, never a person's. */
const erasedEmail = (id: Prisma.Sql) => Prisma.sql`'erased+' || ${id} || '@invalid'`;
const ERASED_EMAIL = erasedEmail(Prisma.sql`"id"`);

/** SQL that is true for a row (table alias e) not anonymised yet: its address is not this module's placeholder. */
export const NOT_ANONYMISED = Prisma.sql`e."email" <> (${erasedEmail(Prisma.sql`e."id"`)})`;

/**
 * A guardian's consent request for a minor's enquiry (lib/privacy/minors/guardian.ts) names the guardian
 * and holds the e-mails waiting for the answer: it goes with the enquiry's details. (A consent the
 * guardian gave stays in the Consent table, which names nobody.)
 */
async function deleteGuardianRequests(tx: Tx, form: string, ids: string[]): Promise<void> {
  await tx.$executeRaw`DELETE FROM "GuardianConsent" WHERE "form" = ${form} AND "enquiryId" = ANY(${ids}::text[])`;
}

/**
 * Consent requests that name the person as a child's guardian: their name and contact go, and so
 * do the e-mails held for their answer (a request still open then simply expires).
 */
export async function anonymiseGuardians(tx: Tx, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  return tx.$executeRaw`
    UPDATE "GuardianConsent" SET "guardianName" = ${ERASED_NAME}, "guardianEmail" = ${ERASED_EMAIL}, "guardianMobile" = NULL, "heldEmails" = NULL
      WHERE "id" = ANY(${ids}::text[])`;
}

/** Résumé files emptied: bytes and name gone, out of every e-mail; the row stays, as its application needs one. */
export async function emptyResumeFiles(tx: Tx, fileIds: string[]): Promise<void> {
  if (fileIds.length === 0) return;
  await tx.$executeRaw`DELETE FROM "_OutboxEmailToStoredFile" WHERE "B" = ANY(${fileIds}::text[])`;
  await tx.$executeRaw`
    UPDATE "StoredFile" SET "fileName" = 'erased', "contentType" = 'application/octet-stream', "size" = 0, "bytes" = ''::bytea
      WHERE "id" = ANY(${fileIds}::text[])`;
}

/** A counselling lead: contact details, free text (the exam's name) and attribution go, its notes (whose words may name the person) are deleted. */
export async function anonymiseLeads(tx: Tx, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  await deleteGuardianRequests(tx, "lead", ids);
  await tx.$executeRaw`DELETE FROM "LeadNote" WHERE "leadId" = ANY(${ids}::text[])`;
  // A note's words and a reply's filled-in subject are copied into the lead's history.
  await tx.$executeRaw`
    UPDATE "AuditLog" SET "after" = "after" - 'body' - 'subject'
      WHERE "entityType" = 'Lead' AND "entityId" = ANY(${ids}::text[]) AND jsonb_typeof("after") = 'object'`;
  // WhatsApp messages, as e-mails are: their words and media go, their times and ticks stay.
  await tx.$executeRaw`
    UPDATE "WhatsAppMessage" SET "body" = '', "templateParams" = '{}', "mediaId" = NULL, "error" = NULL
      WHERE "leadId" = ANY(${ids}::text[])`;
  // A WhatsApp lead's external id is the person's number.
  return tx.$executeRaw`
    UPDATE "Lead" SET "name" = ${ERASED_NAME}, "email" = ${ERASED_EMAIL}, "mobile" = ${ERASED_MOBILE}, "examName" = NULL,
            "pagePath" = NULL, "referrer" = NULL, "utmSource" = NULL, "utmMedium" = NULL, "utmCampaign" = NULL,
            "importFile" = NULL, "importKey" = NULL,
            "externalId" = CASE WHEN "externalId" LIKE 'whatsapp:%' THEN NULL ELSE "externalId" END, "updatedAt" = now()
      WHERE "id" = ANY(${ids}::text[])`;
}

/** A franchise enquiry: the organisation, its contact, website and description all describe the person. */
export async function anonymiseFranchiseEnquiries(tx: Tx, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  await deleteGuardianRequests(tx, "franchise", ids);
  return tx.$executeRaw`
    UPDATE "FranchiseEnquiry" SET "organisationName" = ${ERASED_NAME}, "contactPerson" = ${ERASED_NAME}, "email" = ${ERASED_EMAIL},
            "mobile" = ${ERASED_MOBILE}, "websiteUrl" = '', "description" = '',
            "pagePath" = NULL, "referrer" = NULL, "utmSource" = NULL, "utmMedium" = NULL, "utmCampaign" = NULL, "updatedAt" = now()
      WHERE "id" = ANY(${ids}::text[])`;
}

/**
 * A job application: contact details, date of birth, address, pay and the designation (typed by the
 * person, so free text) go. The résumé's row must stay (the application requires one), so its bytes and file
 * name are deleted and it is detached from every e-mail.
 */
export async function anonymiseCareerApplications(tx: Tx, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  await deleteGuardianRequests(tx, "career", ids);
  const resumes = await tx.careerApplication.findMany({ where: { id: { in: ids } }, select: { resumeId: true } });
  await emptyResumeFiles(
    tx,
    resumes.map((row) => row.resumeId),
  );
  return tx.$executeRaw`
    UPDATE "CareerApplication" SET "name" = ${ERASED_NAME}, "email" = ${ERASED_EMAIL}, "phone" = ${ERASED_MOBILE}, "designation" = '',
            "dateOfBirth" = DATE '1900-01-01', "address" = '', "expectedSalary" = '', "lastSalary" = NULL,
            "pagePath" = NULL, "referrer" = NULL, "utmSource" = NULL, "utmMedium" = NULL, "utmCampaign" = NULL, "updatedAt" = now()
      WHERE "id" = ANY(${ids}::text[])`;
}

/** What a blanked e-mail's subject reads. */
export const ERASED_SUBJECT = "(erased)";

/**
 * E-mails to, from or about the person: addresses, subject and body replaced, attachments
 * detached, and a detached file that nothing else uses (a résumé copy) deleted. A pending one is
 * given up, so nothing is sent to the placeholder address.
 */
export async function blankOutboxEmails(tx: Tx, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const detached = await tx.$queryRaw<{ fileId: string }[]>`
    DELETE FROM "_OutboxEmailToStoredFile" WHERE "A" = ANY(${ids}::text[]) RETURNING "B" AS "fileId"`;
  if (detached.length > 0) {
    await tx.$executeRaw`
      DELETE FROM "StoredFile" f WHERE f."id" = ANY(${detached.map((row) => row.fileId)}::text[]) AND NOT f."isPublic"
          AND NOT EXISTS (SELECT 1 FROM "_OutboxEmailToStoredFile" l WHERE l."B" = f."id")
          AND NOT EXISTS (SELECT 1 FROM "CareerApplication" c WHERE c."resumeId" = f."id")`;
  }
  return tx.$executeRaw`
    UPDATE "OutboxEmail" SET "to" = ${ERASED_EMAIL}, "replyTo" = NULL, "subject" = ${ERASED_SUBJECT}, "text" = '', "html" = NULL,
            "lastError" = NULL, "status" = CASE WHEN "status" = 'PENDING' THEN 'DEAD'::"OutboxStatus" ELSE "status" END
      WHERE "id" = ANY(${ids}::text[])`;
}
