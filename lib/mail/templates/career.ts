import type { CareerInput } from "@/lib/careers/schema";
import { renderEmail, SIGN_OFF, type EmailBody } from "@/lib/mail/templates/render";

export type ApplicationFields = Omit<CareerInput, "resume">;

function applicationDetails(application: ApplicationFields): [string, string | undefined][] {
  return [
    ["Name", application.name],
    ["E-mail", application.email],
    ["Phone", application.phone],
    ["Applying for", application.designation],
    ["Date of birth", application.dob],
    ["Address", application.address],
    ["Expected salary", application.expected_salary],
    ["Last salary", application.last_salary],
  ];
}

/** To staff, with the resume attached. */
export function careerNotification(
  application: ApplicationFields,
  meta: { duplicate: boolean; resumeName: string; adminUrl: string },
): EmailBody & { subject: string } {
  const repeat = meta.duplicate ? "Repeat application: " : "";
  return {
    subject: `${repeat}Job application for ${application.designation} from ${application.name}`,
    ...renderEmail({
      heading: `${repeat}New job application`,
      paragraphs: [
        `The resume is attached (${meta.resumeName}).`,
        ...(meta.duplicate
          ? [
              "The same phone number or e-mail address applied within the last 24 hours; the first application is linked in the admin panel.",
            ]
          : []),
      ],
      details: applicationDetails(application),
      link: { label: "Open the admin panel", href: meta.adminUrl },
    }),
  };
}

export function careerAcknowledgement(application: ApplicationFields, guardianName?: string): EmailBody & { subject: string } {
  return {
    subject: "We have received your job application",
    ...renderEmail({
      heading: guardianName ? `Dear ${guardianName}` : `Thank you, ${application.name}`,
      paragraphs: guardianName
        ? [
            `Thank you for agreeing to ${application.name}'s application for the ${application.designation} role at Disha Education & Careers. Our HR team reads every application and will contact ${application.name} if their profile matches an opening.`,
            `Here is what ${application.name} sent us, apart from the resume, which we have safely received.`,
          ]
        : [
            `Thank you for applying for the ${application.designation} role at Disha Education & Careers. Our HR team reads every application and will contact you if your profile matches an opening.`,
            "Here is what you sent us, apart from your resume, which we have safely received.",
          ],
      details: applicationDetails(application),
      signOff: SIGN_OFF,
    }),
  };
}
