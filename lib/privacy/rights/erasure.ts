/**
 * The erasure engine (DPDP Act 2023, s. 12(3)): everything held under one PROVEN e-mail address
 * (the address a rights request's link was sent to and opened from, or a signed-in visitor's
 * account address, verified at its first log-in) anonymised or deleted in ONE transaction, so an
 * interrupted erasure leaves the person as they were and running it again is harmless. Enquiries
 * are anonymised in place (the dashboard's counts survive); the visitor account is deleted with its
 * sessions, codes and reset links; e-mails to or about the person are blanked; the audit log keeps
 * its entries but loses their values. A keyed hash of the erased address goes into the erasure
 * ledger, so a backup restored later is erased again (reapplyErasureLedger, run by `npm run db:restore`).
 *
 * A person's records are those that carry the proven address, and only those: nothing is found
 * through another address or mobile on them, as anyone can type a stranger's mobile into a form or
 * a profile and a family shares one phone. A mobile proves nobody: records that carry the person's
 * mobile but not their address are listed, masked, for an admin to check by hand (unprovenMatches).
 */
import "server-only";
import { createHmac } from "node:crypto";
import { recordAudit } from "@/lib/audit/record";
import { env } from "@/lib/env";
import { sqlName } from "@/lib/db";
import { Prisma, type PrismaClient } from "@/lib/generated/prisma/client";
import { normaliseIndianMobile } from "@/lib/validation/fields";
import { withdrawConsents } from "./withdraw";
import { anonymiseGuardians, blankOutboxEmails } from "@/lib/privacy/anonymise";
import { ENQUIRY_KINDS, PERSON_TABLES, type EnquiryKind, type HoldingKey, type PersonTable } from "@/lib/privacy/records";

type Tx = Prisma.TransactionClient;

/** The proven address: the only key to a person's records. */
export type PersonContact = { email: string };

export type ErasureReport = Record<EnquiryKind["count"] | "accounts" | "emails", number>;

/** A mobile's last ten digits (stored as +91 and ten digits; older rows may differ in format). */
export const tenDigits = (mobile: string): string | undefined => normaliseIndianMobile(mobile)?.slice(3);

/** A placeholder of lib/privacy/anonymise.ts, which is nobody's and is never searched for. */
const isPlaceholderEmail = (email: string) => email.endsWith("@invalid");

/** The address as every table is searched: trimmed, lower-case; "" for none or a placeholder. */
function provenAddress(contact: PersonContact): string {
  const email = contact.email.trim().toLowerCase();
  return email.includes("@") && !isPlaceholderEmail(email) ? email : "";
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

/** A mobile column's last ten digits, whatever its format. */
const lastTenDigits = (column: Prisma.Sql) => Prisma.sql`right(regexp_replace(coalesce(${column}, ''), '\\D', '', 'g'), 10)`;

type Found = { id: string; email: string | null; mobile: string | null; at: Date };
export type Holdings = Record<HoldingKey, Found[]>;

/** The rows of one table matching `condition`, given its lower-cased address and its mobile's ten digits. */
async function rowsOf(tx: Tx, source: PersonTable, condition: (email: Prisma.Sql, mobile: Prisma.Sql) => Prisma.Sql) {
  const [email, mobile] = [sqlName(source.email), sqlName(source.mobile)];
  const where = condition(Prisma.sql`lower(${email})`, lastTenDigits(mobile));
  return tx.$queryRaw<Found[]>`
    SELECT "id", ${email} AS "email", ${mobile} AS "mobile", ${sqlName(source.at)} AS "at" FROM ${sqlName(source.table)}
      WHERE ${source.only ? Prisma.sql`${where} AND ${source.only}` : where}`;
}

const nothing = (): Holdings => Object.fromEntries(PERSON_TABLES.map((source) => [source.key, []])) as unknown as Holdings;

/** The records that carry the proven address: nothing else (no second search through their other contacts). */
export async function findPerson(tx: Tx, contact: PersonContact): Promise<{ email: string; holdings: Holdings }> {
  const email = provenAddress(contact);
  const holdings = nothing();
  if (!email) return { email, holdings };
  for (const source of PERSON_TABLES)
    holdings[source.key] = await rowsOf(tx, source, (address) => Prisma.sql`${address} = ${email}`);
  return { email, holdings };
}

/** The mobiles (ten digits) on the person's records: what an admin checks by hand, never a key to them. */
export function mobilesOf(holdings: Holdings): string[] {
  const mobiles = Object.values(holdings)
    .flat()
    .map((row) => (row.mobile ? tenDigits(row.mobile) : undefined));
  return [...new Set(mobiles.filter((mobile): mobile is string => !!mobile))];
}

/** What a mobile found that its proof does not cover, as an admin's list shows it: masked, no record's contents. */
export type UnprovenMatch = { record: string; contact: string; at: string };

/**
 * Records that carry one of `mobiles` but not the proven address `except` (any address, for a
 * request by mobile alone): possibly the person's under another address, possibly a sibling's or
 * a stranger's. Listed for an admin, never acted on.
 */
export async function unprovenMatches(tx: Tx, mobiles: string[], except = ""): Promise<UnprovenMatch[]> {
  if (mobiles.length === 0) return [];
  const matches: UnprovenMatch[] = [];
  for (const source of PERSON_TABLES) {
    const rows = await rowsOf(
      tx,
      source,
      (address, mobile) =>
        Prisma.sql`${mobile} = ANY(${mobiles}::text[]) AND coalesce(${address}, '') <> ${except.toLowerCase()}
          AND coalesce(${address}, '') NOT LIKE '%@invalid'`,
    );
    for (const row of rows)
      matches.push({
        record: source.label,
        contact: row.email ? maskContact(row.email) : "—",
        at: row.at.toISOString(),
      });
  }
  return matches;
}

/**
 * A staff member's address, or one of the business's own (the staff inbox, the sender, the
 * grievance officer): on a lead (a counsellor trying the form) it is erased from that lead only,
 * never from the staff mail, audit entries or limits that carry it too.
 */
async function isStaffAddress(tx: Tx, email: string): Promise<boolean> {
  const config = env();
  const own = [
    config.STAFF_NOTIFY_EMAIL,
    config.GRIEVANCE_OFFICER_EMAIL,
    /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM,
  ];
  if (own.some((address) => address?.trim().toLowerCase() === email)) return true;
  const staff = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "User" WHERE lower("email") = ${email} AND "role" <> 'USER' LIMIT 1`;
  return staff.length > 0;
}

/** The e-mails to, from or about the person: by address (none for a staff address), or naming one of their records' ids (a lead's link). */
async function emailsAbout(tx: Tx, addresses: string[], recordIds: string[]): Promise<string[]> {
  const needles = [...addresses, ...recordIds];
  if (needles.length === 0) return [];
  const rows = await tx.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM "OutboxEmail" o
      WHERE lower(o."to") = ANY(${addresses}::text[]) OR lower(coalesce(o."replyTo", '')) = ANY(${addresses}::text[])
         OR EXISTS (SELECT 1 FROM unnest(${needles}::text[]) n
                     WHERE strpos(lower(o."subject" || ' ' || o."text" || ' ' || coalesce(o."html", '')), lower(n)) > 0)`;
  return rows.map((row) => row.id);
}

/** Erases inside the caller's transaction (a rights request adds its own steps to the same one). */
export async function erasePersonIn(tx: Tx, contact: PersonContact, actorId: string | null = null): Promise<ErasureReport> {
  const { email, holdings } = await findPerson(tx, contact);
  const idsOf = (rows: Found[]) => rows.map((row) => row.id);
  const accountIds = idsOf(holdings.accounts);
  const recordIds = ENQUIRY_KINDS.flatMap((kind) => idsOf(holdings[kind.key]));
  // What is searched for beyond the records themselves: the address, unless it is also the business's.
  const sweep = email && !(await isStaffAddress(tx, email)) ? [email] : [];
  const emailIds = await emailsAbout(tx, sweep, recordIds);
  // The records' own contacts, looked for only in their own history (a sibling's entries keep theirs).
  const ownContacts = [...(email ? [email] : []), ...mobilesOf(holdings)];

  // Consent records hold no personal data; withdrawn, they show the person took it back.
  await withdrawConsents(tx, holdings);
  const report = {} as ErasureReport;
  for (const kind of ENQUIRY_KINDS) report[kind.count] = await kind.anonymise(tx, idsOf(holdings[kind.key]));
  report.emails = await blankOutboxEmails(tx, emailIds);
  report.accounts = 0;
  // The audit entries stay (who did what, when) without the values: the account's own (its
  // registration holds name, address and mobile), any other that quotes the address, and any of
  // the erased records' own entries that quotes their address or mobile.
  const quotes = (needles: string[]) =>
    Prisma.sql`EXISTS (SELECT 1 FROM unnest(${needles}::text[]) n
                        WHERE strpos(lower(coalesce(a."before"::text, '') || coalesce(a."after"::text, '')), n) > 0)`;
  await tx.$executeRaw`
    UPDATE "AuditLog" a SET "before" = NULL, "after" = NULL
      WHERE ("entityType" = 'User' AND "entityId" = ANY(${accountIds}::text[]))
         OR ${quotes(sweep)}
         OR ("entityId" = ANY(${recordIds}::text[]) AND ${quotes(ownContacts)})`;
  if (accountIds.length > 0) {
    // Sessions, login codes, reset links and recovery codes go with the account (ON DELETE CASCADE).
    report.accounts = (await tx.user.deleteMany({ where: { id: { in: accountIds } } })).count;
  }
  if (sweep.length > 0) {
    await tx.otpChallenge.deleteMany({ where: { email: { in: sweep } } });
    // Rate-limit counters are keyed by address; they would outlive the person otherwise.
    await tx.$executeRaw`
      DELETE FROM "rate_limits" r WHERE EXISTS (SELECT 1 FROM unnest(${sweep}::text[]) n WHERE strpos(lower(r."key"), n) > 0)`;
  }
  await anonymiseGuardians(tx, idsOf(holdings.guardianOf));
  if (email) {
    await maskRequests(tx, email);
    await tx.erasureLedger.createMany({
      data: [{ contactHash: ledgerHash("email", email), kind: "person" }],
      skipDuplicates: true,
    });
  }
  await recordAudit(tx, { actorId, action: "privacy.erasure", entityType: "ErasureLedger", after: report });
  return report;
}

/** The person's rights requests stay for the admins' list, with the contact masked and any correction text gone. */
async function maskRequests(tx: Tx, email: string): Promise<void> {
  // Requests store the contact as normalised: a lower-case address.
  const requests = await tx.privacyRequest.findMany({ where: { contact: email }, select: { id: true, contact: true } });
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
 * back, and every address in the restored data whose hash is in the ledger is erased again. The
 * ledger holds hashes only, so the restored data's addresses are hashed to find them. (Entries of
 * kind "mobile", from before erasure went by the proven address alone, are not applied: a mobile
 * is shared and proves nobody.)
 */
export async function reapplyErasureLedger(db: PrismaClient, remembered: string[]): Promise<number> {
  if (remembered.length > 0)
    await db.erasureLedger.createMany({
      data: remembered.map((contactHash) => ({ contactHash, kind: "person" })),
      skipDuplicates: true,
    });
  const ledger = new Set((await db.erasureLedger.findMany({ select: { contactHash: true } })).map((row) => row.contactHash));
  if (ledger.size === 0) return 0;
  const everyAddress = PERSON_TABLES.map(
    (source) =>
      Prisma.sql`SELECT ${sqlName(source.email)} AS "email" FROM ${sqlName(source.table)} ${source.only ? Prisma.sql`WHERE ${source.only}` : Prisma.empty}`,
  );
  const addresses = await db.$queryRaw<{ email: string }[]>`
    SELECT DISTINCT lower("email") AS "email" FROM (${Prisma.join(everyAddress, " UNION ")}) a
      WHERE "email" IS NOT NULL AND "email" NOT LIKE '%@invalid'`;
  let erased = 0;
  for (const { email } of addresses) {
    if (!ledger.has(ledgerHash("email", email))) continue;
    await erasePerson(db, { email });
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
