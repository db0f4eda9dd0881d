import { leadSourceLabel } from "@/lib/leads/constants";
import { EXAM_SCORE_LABEL, formatExamScore } from "@/lib/leads/exam-score";
import type { LeadInput } from "@/lib/leads/schema";
import { renderEmail, SIGN_OFF, type EmailBody } from "@/lib/mail/templates/render";

export function leadDetails(lead: LeadInput): [string, string | undefined][] {
  return [
    ["Name", lead.name],
    ["E-mail", lead.email],
    ["Mobile", lead.mobile],
    ["12th percentage", `${lead.percentage}%`],
    ["Course", lead.course],
    ["Appeared in an entrance exam", lead.appearedInExam === "yes" ? "Yes" : "No"],
    ["Exam", lead.examName],
    [EXAM_SCORE_LABEL, lead.examPercentage === undefined ? undefined : formatExamScore(lead.examPercentage, lead.examName)],
  ];
}

/** To staff: one per enquiry, repeats included (marked, so nobody calls twice by mistake). */
export function leadNotification(
  lead: LeadInput,
  meta: {
    source: keyof typeof leadSourceLabel;
    duplicate: boolean;
    assignedTo: string | undefined;
    adminUrl: string;
    /** How many of the predictor's programs came with it ("Send my shortlist to a counsellor"). */
    shortlisted?: number;
  },
): EmailBody & { subject: string } {
  const repeat = meta.duplicate ? "Repeat enquiry: " : "";
  return {
    subject: `${repeat}Free counselling request from ${lead.name} (${lead.course})`,
    ...renderEmail({
      heading: `${repeat}New free counselling request`,
      paragraphs: [
        `Received through the ${leadSourceLabel[meta.source]}.`,
        meta.assignedTo ? `Assigned to ${meta.assignedTo}.` : "Nobody was on duty: it waits in the Unassigned view.",
        ...(meta.duplicate
          ? [
              "The same mobile number or e-mail address enquired within the last 24 hours; the first enquiry is linked in the admin panel.",
            ]
          : []),
        ...(meta.shortlisted
          ? [`It comes with a shortlist of ${meta.shortlisted} programs from the college predictor, on the enquiry's page.`]
          : []),
      ],
      details: leadDetails(lead),
      link: { label: "Open the enquiry", href: meta.adminUrl },
    }),
  };
}

/**
 * To the counsellor a lead was assigned to on arrival: enough to recognise it and call at once
 * (name, course, the form), no more of the visitor's data than that; the rest is in the panel.
 */
export function leadAssignedAlert(
  lead: { name: string; course: string },
  meta: { source: keyof typeof leadSourceLabel; repeat: boolean; adminUrl: string },
): EmailBody & { subject: string } {
  return {
    subject: `New lead for you: ${lead.name} (${lead.course})`,
    ...renderEmail({
      heading: "A new lead is yours",
      paragraphs: [
        meta.repeat
          ? `${lead.name} has enquired again, and comes to you because they are already yours.`
          : `${lead.name} asked for free counselling and is yours to call: the sooner, the likelier they enrol.`,
      ],
      details: [
        ["Name", lead.name],
        ["Course", lead.course],
        ["Sent through", leadSourceLabel[meta.source]],
      ],
      link: { label: "Open the lead", href: meta.adminUrl },
    }),
  };
}

/**
 * To the visitor: what happens next, and a copy of what they sent. A minor's goes to the parent or
 * guardian once they have agreed (`guardianName`), addressed to them.
 */
export function leadAcknowledgement(lead: LeadInput, guardianName?: string): EmailBody & { subject: string } {
  return {
    subject: "We have received your counselling request",
    ...renderEmail({
      heading: guardianName ? `Dear ${guardianName}` : `Thank you, ${lead.name}`,
      paragraphs: guardianName
        ? [
            `Thank you for agreeing to ${lead.name}'s request for a free counselling session. A Disha counsellor will call ${lead.name}, usually within one working day.`,
            `Here is what ${lead.name} sent us. If anything is wrong, simply reply to this e-mail.`,
          ]
        : [
            "We have received your request for a free counselling session. A Disha counsellor will call you, usually within one working day.",
            "Here is what you sent us. If anything is wrong, simply reply to this e-mail.",
          ],
      details: leadDetails(lead),
      signOff: SIGN_OFF,
    }),
  };
}
