import type { FranchiseInput } from "@/lib/franchise/schema";
import { renderEmail, SIGN_OFF, type EmailBody } from "@/lib/mail/templates/render";

function franchiseDetails(enquiry: FranchiseInput): [string, string][] {
  return [
    ["Organisation", enquiry.orgizationname],
    ["Contact person", enquiry.contactperson],
    ["Mobile", enquiry.mobile],
    ["E-mail", enquiry.email],
    ["Website", enquiry.websiteurl],
    ["About the company", enquiry.description],
  ];
}

export function franchiseNotification(
  enquiry: FranchiseInput,
  meta: { duplicate: boolean; adminUrl: string },
): EmailBody & { subject: string } {
  const repeat = meta.duplicate ? "Repeat enquiry: " : "";
  return {
    subject: `${repeat}Franchise enquiry from ${enquiry.orgizationname}`,
    ...renderEmail({
      heading: `${repeat}New franchise enquiry`,
      paragraphs: meta.duplicate
        ? [
            "The same mobile number or e-mail address enquired within the last 24 hours; the first enquiry is linked in the admin panel.",
          ]
        : ["Received through the franchise page."],
      details: franchiseDetails(enquiry),
      link: { label: "Open the admin panel", href: meta.adminUrl },
    }),
  };
}

/**
 * Goes to an address nobody has verified, so it carries none of the visitor's own text (the
 * description alone may be 2,000 characters): a stranger could otherwise send anyone a message
 * of their choosing from our domain. The greeting's name is the only thing echoed.
 */
export function franchiseAcknowledgement(enquiry: FranchiseInput, guardianName?: string): EmailBody & { subject: string } {
  return {
    subject: "We have received your franchise enquiry",
    ...renderEmail({
      heading: guardianName ? `Dear ${guardianName}` : `Thank you, ${enquiry.contactperson}`,
      paragraphs: guardianName
        ? [
            `Thank you for agreeing to ${enquiry.contactperson}'s enquiry about a Disha Education & Careers franchise. Our partnerships team will contact ${enquiry.contactperson} within two working days.`,
          ]
        : [
            "Thank you for your interest in a Disha Education & Careers franchise. Our partnerships team will contact you within two working days.",
            "If you did not send this enquiry, you can ignore this e-mail.",
          ],
      signOff: SIGN_OFF,
    }),
  };
}
