/**
 * Leads from an ad platform or a partner, stored as every lead is, in one transaction: locked by
 * its external id, e-mail and mobile (two deliveries of it at once wait for each other), stored
 * once per external id (a second delivery finds the first and changes nothing), flagged as a repeat
 * of an enquiry of the same person within 24 hours, assigned on arrival by the lead-flow rules
 * (a repeat goes to whoever has the person), its consent recorded with the channel as method, and
 * the assignee's alert queued. When the person had enquired before, through any door, their latest
 * earlier lead's history says which channel brought them again. A lead without a usable e-mail or
 * mobile is kept and flagged incomplete. Several leads (a page of Meta's reconciliation) go in a
 * few statements for the lot, as the CSV import's rows do, as if they arrived one after the other.
 */
import "server-only";
import { NO_NOTICE } from "@/content/notices";
import { duplicateWindowStart, earliestOf, findEarlierOfMany, lockEnquiryKeys } from "@/lib/enquiries/duplicates";
import { insertEnquiries } from "@/lib/enquiries/row";
import { insertRows, newRowId, sqlTransaction, utcTimestamp, type Sql } from "@/lib/db";
import { chooseAssignees, recordArrivalAssignments } from "@/lib/leads/assignment";
import { leadSourceLabel } from "@/lib/leads/constants";
import { LEAD_TABLE } from "@/lib/leads/submit";
import { enqueueEmail } from "@/lib/mail/outbox";
import { leadAssignedAlert } from "@/lib/mail/templates/lead";
import { siteUrl } from "@/lib/seo/metadata";

export type IntakeSource = "META_LEAD_AD" | "GOOGLE_LEAD_FORM" | "PARTNER" | "WHATSAPP";

/** A lead as a channel's payload gave it, already read (lib/intake/contact.ts): missing contacts are null. */
export type IntakeLead = {
  source: IntakeSource;
  externalId: string;
  name: string;
  email: string | null;
  mobile: string | null;
  /** One of the site's courses, the form's default, or "" when neither is known. */
  course: string;
  percentage: number | null;
  partnerName?: string;
  ad?: { formId?: string; adId?: string; campaignId?: string };
  utmSource?: string;
  utmCampaign?: string;
};

export type StoredIntake = { id: string; created: boolean; assignedTo: string | null };

/** The audit action written on a person's earlier lead when a channel brings them again. */
const ARRIVED_AGAIN = "lead.arrived-again";

/** The lead's own lock scope, shared with the site's forms so a form and an ad for one person wait for each other. */
const LOCK_SCOPE = "lead";

export async function storeIntakeLead(lead: IntakeLead): Promise<StoredIntake> {
  const [stored] = await storeIntakeLeads([lead]);
  return stored!;
}

/** Each lead's stored row, in their order: `created` false for one stored before (or earlier in the list). */
export async function storeIntakeLeads(leads: IntakeLead[]): Promise<StoredIntake[]> {
  if (leads.length === 0) return [];
  return sqlTransaction((sql) => storeIn(sql, leads));
}

// A missing contact is looked up as a value no lead holds, so it matches nobody (never another incomplete lead).
const contactOf = (lead: IntakeLead) => ({
  email: lead.email ?? `missing:${lead.externalId}`,
  mobile: lead.mobile ?? `missing:${lead.externalId}`,
});

/** Each contact's latest lead (any time, any door), by index: whose history hears of the new arrival. */
async function latestLeads(sql: Sql, contacts: { email: string; mobile: string }[]): Promise<Map<number, string>> {
  const { rows } = await sql.query<{ i: string; id: string }>(
    `SELECT a.i, l.id FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS a(email, mobile, i)
       CROSS JOIN LATERAL (SELECT id FROM "Lead" WHERE email = a.email OR mobile = a.mobile ORDER BY "createdAt" DESC LIMIT 1) l`,
    [contacts.map((contact) => contact.email), contacts.map((contact) => contact.mobile)],
  );
  return new Map(rows.map((row) => [Number(row.i) - 1, row.id]));
}

async function storeIn(sql: Sql, leads: IntakeLead[]): Promise<StoredIntake[]> {
  await lockEnquiryKeys(
    sql,
    LOCK_SCOPE,
    leads.flatMap((lead) => [...Object.values(contactOf(lead)), lead.externalId]),
  );
  const { rows: known } = await sql.query<{ id: string; externalId: string; assignedToId: string | null }>(
    `SELECT id, "externalId", "assignedToId" FROM "Lead" WHERE "externalId" = ANY($1)`,
    [leads.map((lead) => lead.externalId)],
  );
  const before = new Map(known.map((row) => [row.externalId, { id: row.id, created: false, assignedTo: row.assignedToId }]));
  const fresh = leads.filter(
    (lead, index) => !before.has(lead.externalId) && leads.findIndex((other) => other.externalId === lead.externalId) === index,
  );
  if (fresh.length === 0) return leads.map((lead) => before.get(lead.externalId)!);

  const contacts = fresh.map(contactOf);
  const earlier = await findEarlierOfMany(sql, LEAD_TABLE, contacts, duplicateWindowStart());
  const latest = await latestLeads(sql, contacts);
  const assignments = await chooseAssignees(
    sql,
    fresh.map((lead, index) => ({ ...contacts[index]!, course: lead.course, source: lead.source })),
  );
  const ids = await insertEnquiries(
    sql,
    "Lead",
    fresh.map((lead, index) => ({
      name: lead.name,
      email: lead.email ?? "",
      mobile: lead.mobile ?? "",
      percentage: lead.percentage,
      course: lead.course,
      source: lead.source,
      externalId: lead.externalId,
      partnerName: lead.partnerName,
      adFormId: lead.ad?.formId,
      adId: lead.ad?.adId,
      adCampaignId: lead.ad?.campaignId,
      utmSource: lead.utmSource,
      utmCampaign: lead.utmCampaign,
      incomplete: lead.email === null || lead.mobile === null,
      assignedToId: assignments[index]?.id,
      duplicateOfId: earliestOf(earlier, contacts[index]!),
      noticeVersion: NO_NOTICE,
    })),
  );
  await recordArrivalAssignments(
    sql,
    assignments.flatMap((assignment, index) => (assignment ? [{ leadId: ids[index]!, assignment }] : [])),
  );
  const now = utcTimestamp();
  await insertRows(
    sql,
    "AuditLog",
    [...latest].map(([index, earlierId]) => ({
      id: newRowId(),
      action: ARRIVED_AGAIN,
      entityType: "Lead",
      entityId: earlierId,
      after: JSON.stringify({ channel: leadSourceLabel[fresh[index]!.source], lead: ids[index] }),
      createdAt: now,
    })),
  );
  // The platform's form showed its own notice and collected the consent; none of ours was shown.
  await insertRows(
    sql,
    "Consent",
    fresh.map((lead, index) => ({
      id: newRowId(),
      form: "lead",
      enquiryId: ids[index],
      purpose: "ENQUIRY",
      method: lead.source,
      noticeVersion: NO_NOTICE,
      givenAt: now,
    })),
  );
  const alerts = fresh.flatMap((lead, index) => {
    const assignment = assignments[index];
    if (!assignment?.email) return [];
    const { subject, ...body } = leadAssignedAlert(
      { name: lead.name, course: lead.course || "not given" },
      { source: lead.source, repeat: assignment.reason === "repeat", adminUrl: siteUrl(`/admin/contacts/${ids[index]}`) },
    );
    return [{ to: assignment.email, subject, ...body }];
  });
  await enqueueEmail(sql, ...alerts);

  const created = new Map(
    fresh.map((lead, index) => [lead.externalId, { id: ids[index]!, assignedTo: assignments[index]?.id ?? null }]),
  );
  return leads.map((lead, index) => {
    const row = before.get(lead.externalId);
    if (row) return row;
    // The first of its external id in the list was created; a later one in the list is that lead again.
    const first = leads.findIndex((other) => other.externalId === lead.externalId) === index;
    return { ...created.get(lead.externalId)!, created: first };
  });
}
