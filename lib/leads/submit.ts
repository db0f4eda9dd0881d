import { insertEnquiry } from "@/lib/enquiries/row";
import { submitEnquiry, type EnquiryContext, type EnquiryForm } from "@/lib/enquiries/submit";
import type { LeadSource } from "@/lib/generated/prisma/client";
import type { Outcome } from "@/lib/http/outcome";
import { leadSchema, type LeadInput } from "@/lib/leads/schema";
import { leadAcknowledgement, leadNotification } from "@/lib/mail/templates/lead";
import { siteUrl } from "@/lib/seo/metadata";
import { postgresRateLimit } from "@/lib/security/rate-limit";

export const LEAD_RECEIVED = "Thank you! A counsellor will call you within one working day.";

/** Per client IP (or IPv6 /64): enough for a family or a school office, not for a bot. */
export const leadRateLimit = postgresRateLimit({ name: "lead", points: 10, durationSeconds: 10 * 60 });

const leadForm: EnquiryForm<LeadInput, LeadSource, { id: string }> = {
  name: "lead",
  schema: leadSchema,
  rateLimit: leadRateLimit,
  receivedMessage: LEAD_RECEIVED,
  contact: (lead) => ({ email: lead.email, mobile: lead.mobile }),
  table: { table: "Lead", email: "email", mobile: "mobile" },
  async create(sql, lead, marks, attribution) {
    const id = await insertEnquiry(sql, "Lead", {
      name: lead.name,
      email: lead.email,
      mobile: lead.mobile,
      percentage: lead.percentage,
      course: lead.course,
      appearedInExam: lead.appearedInExam === "yes",
      examName: lead.examName,
      examPercentage: lead.examPercentage,
      ...marks,
      ...attribution,
    });
    return { id };
  },
  staffNotification: (lead, row, { source, duplicate }) =>
    leadNotification(lead, { source, duplicate, adminUrl: siteUrl(`/admin/contacts/${row.id}`) }),
  acknowledgement: leadAcknowledgement,
};

/** The counselling enquiry, whichever door it came through (the modal, the contact page, the API). */
export function submitLead(input: unknown, context: EnquiryContext<LeadSource>): Promise<Outcome> {
  return submitEnquiry(leadForm, input, context);
}
