/**
 * A lead from an ad platform or a partner, stored as every lead is, in one transaction: locked by
 * its external id, e-mail and mobile (two deliveries of it at once wait for each other), stored
 * once per external id (a second delivery finds the first and changes nothing), flagged as a repeat
 * of an enquiry of the same person within 24 hours, assigned on arrival by the lead-flow rules
 * (a repeat goes to whoever has the person), its consent recorded with the channel as method, and
 * the assignee's alert queued. When the person had enquired before, through any door, their latest
 * earlier lead's history says which channel brought them again. A lead without a usable e-mail or
 * mobile is kept and flagged incomplete.
 */
import { NO_NOTICE } from "@/content/notices";
import { insertEnquiry } from "@/lib/enquiries/row";
import { duplicateWindowStart, findEarlier, lockEnquiryKeys } from "@/lib/enquiries/duplicates";
import { insertRow, newRowId, sqlTransaction, utcTimestamp, type Sql } from "@/lib/db";
import { chooseAssignee, recordArrivalAssignment } from "@/lib/leads/assignment";
import { leadSourceLabel } from "@/lib/leads/constants";
import { LEAD_TABLE } from "@/lib/leads/submit";
import { enqueueEmail } from "@/lib/mail/outbox";
import { leadAssignedAlert } from "@/lib/mail/templates/lead";
import { kickOutbox } from "@/lib/mail/worker";
import { recordConsents } from "@/lib/privacy/consent";
import { siteUrl } from "@/lib/seo/metadata";

export type IntakeSource = "META_LEAD_AD" | "GOOGLE_LEAD_FORM" | "PARTNER";

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
export const ARRIVED_AGAIN = "lead.arrived-again";

/** The lead's own lock scope, shared with the site's forms so a form and an ad for one person wait for each other. */
const LOCK_SCOPE = "lead";

export async function storeIntakeLead(lead: IntakeLead): Promise<StoredIntake> {
  const stored = await sqlTransaction((sql) => storeIn(sql, lead));
  if (stored.created) kickOutbox();
  return stored;
}

async function storeIn(sql: Sql, lead: IntakeLead): Promise<StoredIntake> {
  // A missing contact is looked up as a value no lead holds, so it matches nobody (never another incomplete lead).
  const contact = {
    email: lead.email ?? `missing:${lead.externalId}`,
    mobile: lead.mobile ?? `missing:${lead.externalId}`,
  };
  await lockEnquiryKeys(sql, LOCK_SCOPE, [contact.email, contact.mobile, lead.externalId]);
  const { rows: known } = await sql.query<{ id: string; assignedToId: string | null }>(
    `SELECT id, "assignedToId" FROM "Lead" WHERE "externalId" = $1`,
    [lead.externalId],
  );
  if (known[0]) return { id: known[0].id, created: false, assignedTo: known[0].assignedToId };

  const first = await findEarlier(sql, LEAD_TABLE, contact, duplicateWindowStart());
  const { rows: before } = await sql.query<{ id: string }>(
    `SELECT id FROM "Lead" WHERE email = $1 OR mobile = $2 ORDER BY "createdAt" DESC LIMIT 1`,
    [contact.email, contact.mobile],
  );
  const assignment = await chooseAssignee(sql, { ...contact, course: lead.course, source: lead.source });
  const id = await insertEnquiry(sql, "Lead", {
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
    assignedToId: assignment?.id,
    duplicateOfId: first?.id,
    noticeVersion: NO_NOTICE,
  });
  if (assignment) await recordArrivalAssignment(sql, id, assignment);
  if (before[0]) {
    await insertRow(sql, "AuditLog", {
      id: newRowId(),
      action: ARRIVED_AGAIN,
      entityType: "Lead",
      entityId: before[0].id,
      after: JSON.stringify({ channel: leadSourceLabel[lead.source], lead: id }),
      createdAt: utcTimestamp(),
    });
  }
  // The platform's form showed its own notice and collected the consent; none of ours was shown.
  await recordConsents(sql, { form: "lead", enquiryId: id, method: lead.source, noticeVersion: NO_NOTICE, marketing: false });
  if (assignment?.email) {
    await enqueueEmail(sql, {
      to: assignment.email,
      ...leadAssignedAlert(
        { name: lead.name, course: lead.course || "not given" },
        { source: lead.source, repeat: assignment.reason === "repeat", adminUrl: siteUrl(`/admin/contacts/${id}`) },
      ),
    });
  }
  return { id, created: true, assignedTo: assignment?.id ?? null };
}
