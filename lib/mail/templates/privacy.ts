/**
 * The privacy e-mails to the people whose data we hold: the notice before an enquiry is erased
 * at the end of its retention period, and an admin's breach notice.
 */
import { renderEmail, SIGN_OFF, type EmailBody } from "@/lib/mail/templates/render";
import { siteUrl } from "@/lib/seo/metadata";
import { formatLongDate } from "@/lib/site/format";

export type NoticedEnquiry = { kind: string; sentAt: Date };

/** 48 hours before: which enquiries go, from when, and how to keep them. */
export function retentionNotice(name: string, enquiries: NoticedEnquiry[], erasedFrom: Date): EmailBody & { subject: string } {
  const list = enquiries.map((enquiry) => `Your ${enquiry.kind} of ${formatLongDate(enquiry.sentAt)}`);
  return {
    subject: "Your details with Disha will be erased in 2 days",
    ...renderEmail({
      heading: `Dear ${name},`,
      paragraphs: [
        `We keep enquiries only for a limited time. As nothing has happened on the following for a long time, we will erase the details you gave us from ${formatLongDate(erasedFrom)}:`,
        ...list,
        "You need do nothing. If you still want our help, send us a new enquiry on our website and we will gladly call you.",
      ],
      link: { label: "How we handle your data", href: siteUrl("/privacy") },
      signOff: SIGN_OFF,
    }),
  };
}

/** An admin's notice of a personal-data breach, in their words. */
export function breachNotice(noticeText: string): EmailBody & { subject: string } {
  return {
    subject: "Important: a personal data breach at Disha Education & Careers",
    ...renderEmail({ heading: "A notice about your personal data", paragraphs: noticeText.split(/\n\s*\n/), signOff: SIGN_OFF }),
  };
}
