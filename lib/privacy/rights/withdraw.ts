/**
 * Withdrawal of consent (DPDP Act 2023, s. 6(4)): every consent the person gave with an enquiry is
 * stamped withdrawn (the record stays, as the law asks). From then on nothing more is sent about
 * a lead whose enquiry consent is withdrawn: no reply templates, no follow-up digests.
 */
import "server-only";
import { prisma } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { ENQUIRY_KINDS, type EnquiryForm } from "@/lib/privacy/records";

type Tx = Prisma.TransactionClient;

/**
 * The person's enquiries, by form, and the consent requests naming them as a child's guardian
 * (lib/privacy/rights/erasure.ts finds them): a guardian withdraws the consent they gave for the child.
 */
type Enquiries = Record<EnquiryForm | "guardianOf", { id: string }[]>;

export async function withdrawConsents(tx: Tx, holdings: Enquiries): Promise<number> {
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
  const byForm = ENQUIRY_KINDS.map(
    (kind) => Prisma.sql`("form" = ${kind.key} AND "enquiryId" = ANY(${ids(holdings[kind.key])}::text[]))`,
  );
  return tx.$executeRaw`UPDATE "Consent" SET "withdrawnAt" = now() WHERE "withdrawnAt" IS NULL AND (
       ${Prisma.join(byForm, " OR ")}
       OR ("form", "enquiryId") IN (SELECT g."form", g."enquiryId" FROM "GuardianConsent" g WHERE g."id" = ANY(${ids(holdings.guardianOf)}::text[])))`;
}

/** Whether the lead's enquiry consent is withdrawn (its page says so). */
export async function isLeadConsentWithdrawn(leadId: string): Promise<boolean> {
  return (await consentWithdrawnLeads(prisma, [leadId])).size > 0;
}

/** The ids among `leadIds` whose enquiry consent is withdrawn. */
export async function consentWithdrawnLeads(db: Pick<Tx, "consent">, leadIds: string[]): Promise<Set<string>> {
  if (leadIds.length === 0) return new Set();
  const rows = await db.consent.findMany({
    where: { form: "lead", purpose: "ENQUIRY", enquiryId: { in: leadIds }, withdrawnAt: { not: null } },
    select: { enquiryId: true },
  });
  return new Set(rows.map((row) => row.enquiryId));
}
