/**
 * Withdrawal of consent (DPDP Act 2023, s. 6(4)): every consent the person gave with an enquiry is
 * stamped withdrawn (the record stays, as the law asks). From then on nothing more is sent about
 * a lead whose enquiry consent is withdrawn: no reply templates, no follow-up digests.
 */
import type { Prisma } from "@/lib/generated/prisma/client";

type Tx = Prisma.TransactionClient;

/**
 * The person's enquiries, by table, and the consent requests naming them as a child's guardian
 * (lib/privacy/erasure.ts finds them): a guardian withdraws the consent they gave for the child.
 */
type Enquiries = {
  leads: { id: string }[];
  franchise: { id: string }[];
  careers: { id: string }[];
  guardianOf: { id: string }[];
};

export async function withdrawConsents(tx: Tx, holdings: Enquiries): Promise<number> {
  const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
  return tx.$executeRawUnsafe(
    `UPDATE "Consent" SET "withdrawnAt" = now() WHERE "withdrawnAt" IS NULL AND (
       ("form" = 'lead' AND "enquiryId" = ANY($1::text[])) OR ("form" = 'franchise' AND "enquiryId" = ANY($2::text[])) OR ("form" = 'career' AND "enquiryId" = ANY($3::text[]))
       OR ("form", "enquiryId") IN (SELECT g."form", g."enquiryId" FROM "GuardianConsent" g WHERE g."id" = ANY($4::text[])))`,
    ids(holdings.leads),
    ids(holdings.franchise),
    ids(holdings.careers),
    ids(holdings.guardianOf),
  );
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
