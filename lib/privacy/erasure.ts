/**
 * The erasure engine (DPDP Act 2023, s. 12(3)): everything held about one person, found by their
 * e-mail address or mobile, anonymised or deleted in ONE transaction, so an interrupted erasure
 * leaves the person as they were and running it again is harmless. Enquiries are anonymised in
 * place (the dashboard's counts survive); the visitor account is deleted with its sessions, codes
 * and reset links; e-mails to or about the person are blanked; the audit log keeps its entries
 * but loses their values. A keyed hash of each erased address goes into the erasure ledger, so a
 * backup restored later is erased again (reapplyErasureLedger, run by `npm run db:restore`).
 */
import { createHmac } from "node:crypto";
import { recordAudit } from "@/lib/audit/record";
import { env } from "@/lib/env";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";
import { normaliseIndianMobile } from "@/lib/validation/fields";
import { withdrawConsents } from "./withdraw";
import {
  anonymiseCareerApplications,
  anonymiseFranchiseEnquiries,
  anonymiseGuardians,
  anonymiseLeads,
  blankOutboxEmails,
} from "./anonymise";

type Tx = Prisma.TransactionClient;

export type PersonContact = { email?: string; mobile?: string };

export type ErasureReport = {
  leads: number;
  franchiseEnquiries: number;
  careerApplications: number;
  accounts: number;
  emails: number;
};

/** Lower-cased address and the mobile's ten digits: how every table is searched. */
type Identifiers = { emails: Set<string>; mobiles: Set<string> };

/** A mobile's last ten digits (stored as +91 and ten digits; older rows may differ in format). */
const tenDigits = (mobile: string): string | undefined => normaliseIndianMobile(mobile)?.slice(3);

/** A placeholder of lib/privacy/anonymise.ts, which is nobody's and is never searched for. */
const isPlaceholderEmail = (email: string) => email.endsWith("@invalid");

function identifiersOf(contact: PersonContact): Identifiers {
  const ids: Identifiers = { emails: new Set(), mobiles: new Set() };
  const email = contact.email?.trim().toLowerCase();
  if (email && !isPlaceholderEmail(email)) ids.emails.add(email);
  const mobile = contact.mobile ? tenDigits(contact.mobile) : undefined;
  if (mobile) ids.mobiles.add(mobile);
  return ids;
}

function ledgerKey(): Buffer {
  return createHmac("sha256", env().AUTH_SECRET).update("disha erasure ledger").digest();
}

/** The ledger's keyed hash of an address ("email") or a mobile's ten digits ("mobile"). */
export function ledgerHash(kind: "email" | "mobile", value: string): string {
  return createHmac("sha256", ledgerKey()).update(`${kind}\n${value}`).digest("hex");
}

/** "as•••@example.com", "•••••••210": enough for an admin to tell requests apart, never the address. */
export function maskContact(contact: string): string {
  const at = contact.lastIndexOf("@");
  if (at > 0) return `${contact.slice(0, Math.min(2, at - 1))}•••${contact.slice(at)}`;
  return `•••••••${contact.slice(-3)}`;
}

const SQL_MOBILE = (column: string) => `right(regexp_replace(coalesce(${column}, ''), '\\D', '', 'g'), 10)`;

type Found = { id: string; email: string | null; mobile: string | null };

/** The rows of one table whose e-mail or mobile column is one of the person's. */
async function rowsOf(
  tx: Tx,
  table: string,
  emailColumn: string,
  mobileColumn: string,
  ids: Identifiers,
  extra = "",
): Promise<Found[]> {
  return tx.$queryRawUnsafe<Found[]>(
    `SELECT "id", "${emailColumn}" AS "email", "${mobileColumn}" AS "mobile" FROM "${table}"
      WHERE (lower("${emailColumn}") = ANY($1::text[]) OR ${SQL_MOBILE(`"${mobileColumn}"`)} = ANY($2::text[]))${extra}`,
    [...ids.emails],
    [...ids.mobiles],
  );
}

/** `guardianOf`: consent requests naming the person as a child's parent or guardian (lib/privacy/guardian.ts). */
type Holdings = { leads: Found[]; franchise: Found[]; careers: Found[]; accounts: Found[]; guardianOf: Found[] };

async function holdingsOf(tx: Tx, ids: Identifiers): Promise<Holdings> {
  return {
    leads: await rowsOf(tx, "Lead", "email", "mobile", ids),
    franchise: await rowsOf(tx, "FranchiseEnquiry", "email", "mobile", ids),
    careers: await rowsOf(tx, "CareerApplication", "email", "phone", ids),
    // Visitors only: a staff account is the business's, not a data principal's enquiry.
    accounts: await rowsOf(tx, "User", "email", "mobile", ids, ` AND "role" = 'USER'`),
    guardianOf: await rowsOf(tx, "GuardianConsent", "guardianEmail", "guardianMobile", ids),
  };
}

/**
 * Everything held about the person: the rows found by the given address or mobile, and then by
 * the other address or mobile those rows carry (a lead sent with both), once.
 */
export async function findPerson(tx: Tx, contact: PersonContact): Promise<{ ids: Identifiers; holdings: Holdings }> {
  const ids = identifiersOf(contact);
  if (ids.emails.size === 0 && ids.mobiles.size === 0)
    return { ids, holdings: { leads: [], franchise: [], careers: [], accounts: [], guardianOf: [] } };
  const first = await holdingsOf(tx, ids);
  const before = ids.emails.size + ids.mobiles.size;
  for (const row of Object.values(first).flat()) {
    const more = identifiersOf({ email: row.email ?? undefined, mobile: row.mobile ?? undefined });
    more.emails.forEach((email) => ids.emails.add(email));
    more.mobiles.forEach((mobile) => ids.mobiles.add(mobile));
  }
  return { ids, holdings: ids.emails.size + ids.mobiles.size === before ? first : await holdingsOf(tx, ids) };
}

/** The e-mails to, from or about the person: by address, by mobile, or naming one of their records' ids (a lead's link). */
async function emailsAbout(tx: Tx, ids: Identifiers, recordIds: string[]): Promise<string[]> {
  const needles = [...ids.emails, ...ids.mobiles, ...recordIds];
  if (needles.length === 0) return [];
  const rows = await tx.$queryRawUnsafe<{ id: string }[]>(
    `SELECT "id" FROM "OutboxEmail" o
      WHERE lower(o."to") = ANY($1::text[]) OR lower(coalesce(o."replyTo", '')) = ANY($1::text[])
         OR EXISTS (SELECT 1 FROM unnest($2::text[]) n WHERE strpos(lower(o."subject" || ' ' || o."text" || ' ' || coalesce(o."html", '')), n) > 0)`,
    [...ids.emails],
    needles,
  );
  return rows.map((row) => row.id);
}

/** Erases inside the caller's transaction (a rights request adds its own steps to the same one). */
export async function erasePersonIn(tx: Tx, contact: PersonContact, actorId: string | null = null): Promise<ErasureReport> {
  const { ids, holdings } = await findPerson(tx, contact);
  const idsOf = (rows: Found[]) => rows.map((row) => row.id);
  const [leadIds, franchiseIds, careerIds, accountIds] = [
    idsOf(holdings.leads),
    idsOf(holdings.franchise),
    idsOf(holdings.careers),
    idsOf(holdings.accounts),
  ];
  const emailIds = await emailsAbout(tx, ids, [...leadIds, ...franchiseIds, ...careerIds]);
  const needles = [...ids.emails, ...ids.mobiles];

  // Consent records hold no personal data; withdrawn, they show the person took it back.
  await withdrawConsents(tx, holdings);
  const report: ErasureReport = {
    leads: await anonymiseLeads(tx, leadIds),
    franchiseEnquiries: await anonymiseFranchiseEnquiries(tx, franchiseIds),
    careerApplications: await anonymiseCareerApplications(tx, careerIds),
    emails: await blankOutboxEmails(tx, emailIds),
    accounts: 0,
  };
  // The audit entries stay (who did what, when) without the values: the account's own (its
  // registration holds name, address and mobile) and any other that quotes an address or mobile.
  await tx.$executeRawUnsafe(
    `UPDATE "AuditLog" a SET "before" = NULL, "after" = NULL
      WHERE ("entityType" = 'User' AND "entityId" = ANY($1::text[]))
         OR EXISTS (SELECT 1 FROM unnest($2::text[]) n WHERE strpos(lower(coalesce(a."before"::text, '') || coalesce(a."after"::text, '')), n) > 0)`,
    accountIds,
    needles,
  );
  if (accountIds.length > 0) {
    // Sessions, login codes, reset links and recovery codes go with the account (ON DELETE CASCADE).
    report.accounts = (await tx.user.deleteMany({ where: { id: { in: accountIds } } })).count;
  }
  await tx.otpChallenge.deleteMany({ where: { email: { in: [...ids.emails] } } });
  // Rate-limit counters are keyed by address; they would outlive the person otherwise.
  await tx.$executeRawUnsafe(
    `DELETE FROM "rate_limits" r WHERE EXISTS (SELECT 1 FROM unnest($1::text[]) n WHERE strpos(lower(r."key"), n) > 0)`,
    needles,
  );
  await maskRequests(tx, ids);
  await anonymiseGuardians(tx, idsOf(holdings.guardianOf));
  const ledger = [
    ...[...ids.emails].map((email) => ledgerHash("email", email)),
    ...[...ids.mobiles].map((mobile) => ledgerHash("mobile", mobile)),
  ];
  if (ledger.length > 0) {
    await tx.erasureLedger.createMany({
      data: ledger.map((contactHash) => ({ contactHash, kind: "person" })),
      skipDuplicates: true,
    });
  }
  await recordAudit(tx, { actorId, action: "privacy.erasure", entityType: "ErasureLedger", after: report });
  return report;
}

/** The person's rights requests stay for the admins' list, with the contact masked and any correction text gone. */
async function maskRequests(tx: Tx, ids: Identifiers): Promise<void> {
  // Requests store the contact as normalised: a lower-case address, or +91 and ten digits.
  const contacts = [...ids.emails, ...[...ids.mobiles].map((mobile) => `+91${mobile}`)];
  const requests = await tx.privacyRequest.findMany({
    where: { contact: { in: contacts } },
    select: { id: true, contact: true },
  });
  for (const request of requests) {
    await tx.privacyRequest.update({
      where: { id: request.id },
      data: { contact: maskContact(request.contact), note: null },
      select: { id: true },
    });
  }
}

/** One transaction for one person: all of it, or (interrupted) none of it. */
export async function erasePerson(
  db: PrismaClient,
  contact: PersonContact,
  actorId: string | null = null,
): Promise<ErasureReport> {
  return db.$transaction((tx) => erasePersonIn(tx, contact, actorId), { timeout: 60_000 });
}

/**
 * After a backup is restored: the ledger entries `remembered` from before the restore are put
 * back, and every address or mobile in the restored data whose hash is in the ledger is erased
 * again. The ledger holds hashes only, so the restored data's addresses are hashed to find them.
 */
export async function reapplyErasureLedger(db: PrismaClient, remembered: string[]): Promise<number> {
  if (remembered.length > 0)
    await db.erasureLedger.createMany({
      data: remembered.map((contactHash) => ({ contactHash, kind: "person" })),
      skipDuplicates: true,
    });
  const ledger = new Set((await db.erasureLedger.findMany({ select: { contactHash: true } })).map((row) => row.contactHash));
  if (ledger.size === 0) return 0;
  const contacts = await db.$queryRawUnsafe<{ email: string | null; mobile: string | null }[]>(
    `SELECT "email", "mobile" FROM "Lead" UNION SELECT "email", "mobile" FROM "FranchiseEnquiry"
      UNION SELECT "email", "phone" FROM "CareerApplication" UNION SELECT "email", "mobile" FROM "User" WHERE "role" = 'USER'`,
  );
  let erased = 0;
  for (const row of contacts) {
    const ids = identifiersOf({ email: row.email ?? undefined, mobile: row.mobile ?? undefined });
    const email = [...ids.emails].find((value) => ledger.has(ledgerHash("email", value)));
    const mobile = [...ids.mobiles].find((value) => ledger.has(ledgerHash("mobile", value)));
    if (!email && !mobile) continue;
    await erasePerson(db, { email, mobile });
    erased++;
  }
  return erased;
}

/** The ledger's hashes, read before a restore replaces the table (the backup may be older than some erasures). */
export async function readErasureLedger(db: PrismaClient): Promise<string[]> {
  try {
    return (await db.erasureLedger.findMany({ select: { contactHash: true } })).map((row) => row.contactHash);
  } catch {
    // An empty database (a first restore) has no ledger yet.
    return [];
  }
}
