/**
 * The notices shown at each enquiry form (DPDP Act 2023, s. 5, and Rules 2025, r. 3): in plain
 * language, item by item, what is collected, for what, for how long, and how to withdraw or
 * complain. Each has a version that is stored with the enquiry and its consent record; change
 * the text only together with a new version (the day of the wording, and ".2", ".3"… for a second
 * wording the same day). The periods stated are the Privacy Settings' defaults
 * (lib/privacy/settings.ts), which the retention job enforces.
 */
import { z } from "zod";

const noticeSchema = z.object({
  version: z.string().regex(/^[a-z]+-\d{4}-\d{2}-\d{2}(\.\d+)?$/, "a form name and the date of the wording"),
  text: z.string().trim().min(1),
  collected: z.string().trim().min(1),
  purpose: z.string().trim().min(1),
  kept: z.string().trim().min(1),
  linkLabel: z.string().trim().min(1),
  href: z.literal("/privacy"),
});

export type NoticeContent = z.infer<typeof noticeSchema>;

const noticesSchema = z.object({ lead: noticeSchema, franchise: noticeSchema, career: noticeSchema, account: noticeSchema });

/** How to withdraw, the same for every form; the Grievance Officer follows it (lib/privacy/notice.ts). */
export const withdrawal =
  "You can withdraw your consent, or ask to see, correct or erase your details, at any time by writing to our Grievance Officer; withdrawing is as easy as consenting and stops all further messages.";

/** The optional marketing consent's label: a separate box, never ticked for the visitor. */
export const marketingConsentLabel =
  "Also send me news of admissions, scholarships and events by e-mail or WhatsApp (optional; stop them at any time).";

export const notices = noticesSchema.parse({
  lead: {
    version: "lead-2026-11-25.2",
    text: "We use these details only to call or e-mail you about counselling and admissions, and we never sell them.",
    collected:
      "Your name, e-mail, mobile, 12th percentage, the course you want and any entrance exam score, and the page you sent this from.",
    purpose: "To call, WhatsApp or e-mail you about counselling and admissions. Only our counsellors see them.",
    kept: "3 years after we were last in touch about your enquiry; we e-mail you 2 days before we erase them. E-mails we send you are kept 90 days. You can ask us to erase them sooner at any time.",
    linkLabel: "How we handle your data",
    href: "/privacy",
  },
  franchise: {
    version: "franchise-2026-11-25.2",
    text: "We use these details only to reply to your franchise enquiry, and we never sell them.",
    collected: "Your organisation's name, the contact person, mobile, e-mail, website and what you tell us about your company.",
    purpose: "To reply to your franchise enquiry. Only our partnerships team sees them.",
    kept: "3 years after we were last in touch about your enquiry; we e-mail you 2 days before we erase them. E-mails we send you are kept 90 days. You can ask us to erase them sooner at any time.",
    linkLabel: "How we handle your data",
    href: "/privacy",
  },
  career: {
    version: "career-2026-11-25.2",
    text: "We use these details and your resume only to consider your application, and only our HR team sees them.",
    collected: "Your name, e-mail, phone, date of birth, address, salary expectations and your resume.",
    purpose: "To consider your application for the role you name. Only our HR team sees them.",
    kept: "Your resume 1 year after you apply; your other details 3 years after we were last in touch about your application, and we e-mail you 2 days before we erase them. E-mails we send you are kept 90 days. You can ask us to erase them sooner at any time.",
    linkLabel: "How we handle your data",
    href: "/privacy",
  },
  // Registration: an account is personal data too, and a minor's needs a guardian's consent (lib/accounts/register.ts).
  account: {
    version: "account-2026-11-28",
    text: "We use these details only for your account: to log you in and reach you about it. We never sell them.",
    collected:
      "Your name, e-mail, mobile, date of birth and your password (kept only as a one-way hash), and where you are logged in.",
    purpose: "To give you an account: log-in codes, password resets and the enquiries you make. Only our staff see them.",
    kept: "As long as you keep the account; you can delete it at any time from your profile. E-mails we send you are kept 90 days.",
    linkLabel: "How we handle your data",
    href: "/privacy",
  },
});

/** Stored as the notice version of an enquiry that came through the API, where no notice was shown. */
export const NO_NOTICE = "none";
