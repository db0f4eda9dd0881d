import { renderEmail, SIGN_OFF, type EmailBody } from "@/lib/mail/templates/render";

/**
 * To the parent or guardian a minor named: the consent request. The address is only what the
 * child typed, so the e-mail carries none of the child's details; the page behind the link does.
 */
export function guardianConsentRequest(meta: {
  guardianName: string;
  formLabel: string;
  link: string;
  days: number;
}): EmailBody & { subject: string } {
  return {
    subject: "Your consent is needed for your child's enquiry",
    ...renderEmail({
      heading: `Dear ${meta.guardianName}`,
      paragraphs: [
        `Someone under 18 sent us ${meta.formLabel} and gave your e-mail address as their parent's or guardian's.`,
        "The law asks us to have your consent before we use a child's details. Open the link to see what was sent and tell us whether you agree.",
        `Until you agree, nobody contacts your child. If you do not agree, or do not answer within ${meta.days} days, we delete the enquiry.`,
      ],
      link: { label: "See the enquiry and answer", href: meta.link },
      signOff: SIGN_OFF,
    }),
  };
}
