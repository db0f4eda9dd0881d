import { insertEnquiry } from "@/lib/enquiries/row";
import { submitEnquiry, type EnquiryContext, type EnquiryForm } from "@/lib/enquiries/submit";
import { franchiseSchema, type FranchiseInput } from "@/lib/franchise/schema";
import type { Outcome } from "@/lib/http/outcome";
import { franchiseAcknowledgement, franchiseNotification } from "@/lib/mail/templates/franchise";
import { siteUrl } from "@/lib/seo/metadata";
import { postgresRateLimit } from "@/lib/security/rate-limit";

export const FRANCHISE_RECEIVED = "Thank you! Our partnerships team will contact you within two working days.";
export const MINOR_FRANCHISE_RECEIVED =
  "Thank you! We have e-mailed your parent or guardian. Our partnerships team will contact you once they agree.";

export const franchiseRateLimit = postgresRateLimit({ name: "franchise", points: 5, durationSeconds: 10 * 60 });

/** The franchise page's form, or a client of the API. */
export type FranchiseSource = "PAGE" | "API";

const franchiseForm: EnquiryForm<FranchiseInput, FranchiseSource, { id: string }> = {
  name: "franchise",
  schema: franchiseSchema,
  rateLimit: franchiseRateLimit,
  receivedMessage: FRANCHISE_RECEIVED,
  minorReceivedMessage: MINOR_FRANCHISE_RECEIVED,
  contact: (enquiry) => ({ email: enquiry.email, mobile: enquiry.mobile }),
  table: { table: "FranchiseEnquiry", email: "email", mobile: "mobile" },
  async create(sql, enquiry, { duplicateOfId, noticeVersion, minor, awaitingGuardian }, attribution) {
    const id = await insertEnquiry(sql, "FranchiseEnquiry", {
      organisationName: enquiry.orgizationname,
      contactPerson: enquiry.contactperson,
      mobile: enquiry.mobile,
      email: enquiry.email,
      websiteUrl: enquiry.websiteurl,
      description: enquiry.description,
      duplicateOfId,
      noticeVersion,
      minor,
      awaitingGuardian,
      ...attribution,
    });
    return { id };
  },
  staffNotification: (enquiry, _row, { duplicate }) =>
    franchiseNotification(enquiry, { duplicate, adminUrl: siteUrl("/admin/franchise") }),
  acknowledgement: franchiseAcknowledgement,
};

/** The franchise enquiry from the franchise page or POST /api/franchise. */
export function submitFranchiseEnquiry(input: unknown, context: EnquiryContext<FranchiseSource>): Promise<Outcome> {
  return submitEnquiry(franchiseForm, input, context);
}
