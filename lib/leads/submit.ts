import { insertEnquiry } from "@/lib/enquiries/row";
import { submitEnquiry, type EnquiryContext, type EnquiryForm } from "@/lib/enquiries/submit";
import type { LeadSource } from "@/lib/generated/prisma/client";
import type { Outcome } from "@/lib/http/outcome";
import { leadSchema, type LeadInput } from "@/lib/leads/schema";
import { chooseAssignee, recordArrivalAssignment, type Assignment } from "@/lib/leads/assignment";
import { leadAcknowledgement, leadAssignedAlert, leadNotification } from "@/lib/mail/templates/lead";
import { siteUrl } from "@/lib/seo/metadata";
import { postgresRateLimit } from "@/lib/security/rate-limit";

export const LEAD_RECEIVED = "Thank you! A counsellor will call you within one working day.";
/** Nobody may call a minor before the parent or guardian agrees (lib/privacy/minors/guardian.ts). */
export const MINOR_LEAD_RECEIVED =
  "Thank you! We have e-mailed your parent or guardian. A counsellor will call you once they agree.";

/** Per client IP (or IPv6 /64): enough for a family or a school office, not for a bot. */
export const leadRateLimit = postgresRateLimit({ name: "lead", points: 10, durationSeconds: 10 * 60 });

/** Where leads are kept, and looked for as earlier enquiries of the same person. */
export const LEAD_TABLE = { table: "Lead", email: "email", mobile: "mobile" } as const;

type StoredLead = { id: string; source: LeadSource; assignment: Assignment | null };

/** A lead's own columns from what its form or file row said (the marks and attribution come from its door). */
export function leadColumns(lead: LeadInput) {
  return {
    name: lead.name,
    email: lead.email,
    mobile: lead.mobile,
    percentage: lead.percentage,
    course: lead.course,
    appearedInExam: lead.appearedInExam === "yes",
    examName: lead.examName,
    examPercentage: lead.examPercentage,
  };
}

const leadForm: EnquiryForm<LeadInput, LeadSource, StoredLead> = {
  name: "lead",
  schema: leadSchema,
  rateLimit: leadRateLimit,
  receivedMessage: LEAD_RECEIVED,
  minorReceivedMessage: MINOR_LEAD_RECEIVED,
  contact: (lead) => ({ email: lead.email, mobile: lead.mobile }),
  table: LEAD_TABLE,
  async create(sql, lead, marks, attribution) {
    const assignment = await chooseAssignee(sql, {
      email: lead.email,
      mobile: lead.mobile,
      course: lead.course,
      source: marks.source,
    });
    const id = await insertEnquiry(sql, "Lead", {
      ...leadColumns(lead),
      assignedToId: assignment?.id,
      ...marks,
      ...attribution,
    });
    if (assignment) await recordArrivalAssignment(sql, id, assignment);
    return { id, source: marks.source, assignment };
  },
  staffNotification: (lead, row, { source, duplicate }) =>
    leadNotification(lead, {
      source,
      duplicate,
      assignedTo: row.assignment?.name,
      adminUrl: siteUrl(`/admin/contacts/${row.id}`),
    }),
  assigneeAlert: (lead, row) =>
    row.assignment?.email
      ? {
          to: row.assignment.email,
          ...leadAssignedAlert(lead, {
            source: row.source,
            repeat: row.assignment.reason === "repeat",
            adminUrl: siteUrl(`/admin/contacts/${row.id}`),
          }),
        }
      : null,
  acknowledgement: leadAcknowledgement,
};

/** The counselling enquiry, whichever door it came through (the modal, the contact page, the API). */
export function submitLead(input: unknown, context: EnquiryContext<LeadSource>): Promise<Outcome> {
  return submitEnquiry(leadForm, input, context);
}
