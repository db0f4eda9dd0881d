/**
 * Anonymising rows in place (DPDP Act 2023, s. 8(7) and 12: erasure), for the erasure engine
 * (lib/privacy/rights/erasure.ts) and the retention job. A row keeps what is not about the person (the
 * course, exam and marks, status, dates, form), so the dashboard's counts and funnels survive;
 * everything that could name, reach or describe the person is replaced by a placeholder, nulled or
 * deleted. Each function runs inside the caller's transaction and returns the rows it changed;
 * running one again on the same rows changes nothing a person could be found by.
 */
import type { Prisma } from "@/lib/generated/prisma/client";

type Tx = Prisma.TransactionClient;

/** What an anonymised row's name columns read. */
export const ERASED_NAME = "Erased";
/** Ten zeros: no Indian mobile starts with 0, so it can never reach a real person. */
export const ERASED_MOBILE = "0000000000";
/** A per-row placeholder address (the .invalid domain never resolves, RFC 2606): unique, never a person's. */
const erasedEmail = (idColumn: string) => `'erased+' || ${idColumn} || '@invalid'`;

/** SQL that is true for a row (by its table alias) not anonymised yet: its address is not this module's placeholder. */
export const notAnonymised = (alias: string): string => `${alias}."email" <> (${erasedEmail(`${alias}."id"`)})`;

/**
 * A guardian's consent request for a minor's enquiry (lib/privacy/minors/guardian.ts) names the guardian
 * and holds the e-mails waiting for the answer: it goes with the enquiry's details. (A consent the
 * guardian gave stays in the Consent table, which names nobody.)
 */
async function deleteGuardianRequests(tx: Tx, form: string, ids: string[]): Promise<void> {
  await tx.$executeRawUnsafe(`DELETE FROM "GuardianConsent" WHERE "form" = $1 AND "enquiryId" = ANY($2::text[])`, form, ids);
}

/**
 * Consent requests that name the person as a child's guardian: their name and contact go, and so
 * do the e-mails held for their answer (a request still open then simply expires).
 */
export async function anonymiseGuardians(tx: Tx, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  return tx.$executeRawUnsafe(
    `UPDATE "GuardianConsent" SET "guardianName" = $2, "guardianEmail" = ${erasedEmail(`"id"`)}, "guardianMobile" = NULL, "heldEmails" = NULL
      WHERE "id" = ANY($1::text[])`,
    ids,
    ERASED_NAME,
  );
}

/** Résumé files emptied: bytes and name gone, out of every e-mail; the row stays, as its application needs one. */
export async function emptyResumeFiles(tx: Tx, fileIds: string[]): Promise<void> {
  if (fileIds.length === 0) return;
  await tx.$executeRawUnsafe(`DELETE FROM "_OutboxEmailToStoredFile" WHERE "B" = ANY($1::text[])`, fileIds);
  await tx.$executeRawUnsafe(
    `UPDATE "StoredFile" SET "fileName" = 'erased', "contentType" = 'application/octet-stream', "size" = 0, "bytes" = ''::bytea WHERE "id" = ANY($1::text[])`,
    fileIds,
  );
}

/** A counselling lead: contact details, free text (the exam's name) and attribution go, its notes (whose words may name the person) are deleted. */
export async function anonymiseLeads(tx: Tx, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  await deleteGuardianRequests(tx, "lead", ids);
  await tx.$executeRawUnsafe(`DELETE FROM "LeadNote" WHERE "leadId" = ANY($1::text[])`, ids);
  // A note's words and a reply's filled-in subject are copied into the lead's history.
  await tx.$executeRawUnsafe(
    `UPDATE "AuditLog" SET "after" = "after" - 'body' - 'subject'
      WHERE "entityType" = 'Lead' AND "entityId" = ANY($1::text[]) AND jsonb_typeof("after") = 'object'`,
    ids,
  );
  return tx.$executeRawUnsafe(
    `UPDATE "Lead" SET "name" = $2, "email" = ${erasedEmail(`"id"`)}, "mobile" = $3, "examName" = NULL,
            "pagePath" = NULL, "referrer" = NULL, "utmSource" = NULL, "utmMedium" = NULL, "utmCampaign" = NULL,
            "importFile" = NULL, "importKey" = NULL, "updatedAt" = now()
      WHERE "id" = ANY($1::text[])`,
    ids,
    ERASED_NAME,
    ERASED_MOBILE,
  );
}

/** A franchise enquiry: the organisation, its contact, website and description all describe the person. */
export async function anonymiseFranchiseEnquiries(tx: Tx, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  await deleteGuardianRequests(tx, "franchise", ids);
  return tx.$executeRawUnsafe(
    `UPDATE "FranchiseEnquiry" SET "organisationName" = $2, "contactPerson" = $2, "email" = ${erasedEmail(`"id"`)}, "mobile" = $3,
            "websiteUrl" = '', "description" = '',
            "pagePath" = NULL, "referrer" = NULL, "utmSource" = NULL, "utmMedium" = NULL, "utmCampaign" = NULL, "updatedAt" = now()
      WHERE "id" = ANY($1::text[])`,
    ids,
    ERASED_NAME,
    ERASED_MOBILE,
  );
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
  return tx.$executeRawUnsafe(
    `UPDATE "CareerApplication" SET "name" = $2, "email" = ${erasedEmail(`"id"`)}, "phone" = $3, "designation" = '',
            "dateOfBirth" = DATE '1900-01-01', "address" = '', "expectedSalary" = '', "lastSalary" = NULL,
            "pagePath" = NULL, "referrer" = NULL, "utmSource" = NULL, "utmMedium" = NULL, "utmCampaign" = NULL, "updatedAt" = now()
      WHERE "id" = ANY($1::text[])`,
    ids,
    ERASED_NAME,
    ERASED_MOBILE,
  );
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
  const detached = await tx.$queryRawUnsafe<{ fileId: string }[]>(
    `DELETE FROM "_OutboxEmailToStoredFile" WHERE "A" = ANY($1::text[]) RETURNING "B" AS "fileId"`,
    ids,
  );
  if (detached.length > 0) {
    await tx.$executeRawUnsafe(
      `DELETE FROM "StoredFile" f WHERE f."id" = ANY($1::text[]) AND NOT f."isPublic"
          AND NOT EXISTS (SELECT 1 FROM "_OutboxEmailToStoredFile" l WHERE l."B" = f."id")
          AND NOT EXISTS (SELECT 1 FROM "CareerApplication" c WHERE c."resumeId" = f."id")`,
      detached.map((row) => row.fileId),
    );
  }
  return tx.$executeRawUnsafe(
    `UPDATE "OutboxEmail" SET "to" = ${erasedEmail(`"id"`)}, "replyTo" = NULL, "subject" = $2, "text" = '', "html" = NULL, "lastError" = NULL,
            "status" = CASE WHEN "status" = 'PENDING' THEN 'DEAD'::"OutboxStatus" ELSE "status" END
      WHERE "id" = ANY($1::text[])`,
    ids,
    ERASED_SUBJECT,
  );
}
