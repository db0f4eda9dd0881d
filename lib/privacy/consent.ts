/**
 * Consent records (DPDP Act 2023, s. 6 and the Rules' notice requirements): every enquiry stores,
 * in its own transaction, the consent it was sent with (the enquiry's purpose, the notice version
 * shown, how it was given) and, only when the person ticked the box, a separate one for marketing
 * messages.
 */
import "server-only";
import { insertRow, insertRows, newRowId, utcTimestamp, type Sql } from "@/lib/db";
import type { ConsentMethod } from "@/lib/generated/prisma/enums";

export type ConsentGiven = {
  form: string;
  enquiryId: string;
  method: ConsentMethod;
  noticeVersion: string;
  marketing: boolean;
};

export async function recordConsents(sql: Sql, consent: ConsentGiven): Promise<void> {
  const { marketing, ...given } = consent;
  const givenAt = utcTimestamp();
  await insertRow(sql, "Consent", { id: newRowId(), ...given, purpose: "ENQUIRY", givenAt });
  if (marketing) await insertRow(sql, "Consent", { id: newRowId(), ...given, purpose: "MARKETING", givenAt });
}

/**
 * Imported leads (lib/leads/import): the person consented to the enquiry on the platform whose
 * lead form the file came from, never to marketing of ours. Recorded so withdrawal and erasure
 * treat them as every other enquiry.
 */
export async function recordImportedConsents(sql: Sql, leadIds: string[], noticeVersion: string): Promise<void> {
  const givenAt = utcTimestamp();
  await insertRows(
    sql,
    "Consent",
    leadIds.map((enquiryId) => ({
      id: newRowId(),
      form: "lead",
      enquiryId,
      method: "IMPORT",
      noticeVersion,
      purpose: "ENQUIRY",
      givenAt,
    })),
  );
}
