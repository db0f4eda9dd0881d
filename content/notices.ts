/**
 * The short notices shown under each enquiry form: what the details are used for, with a link to
 * the privacy policy. Each has a version that is stored with the enquiry it was shown with;
 * change the text only together with a new version.
 */
import { z } from "zod";

const noticeSchema = z.object({
  version: z.string().regex(/^[a-z]+-\d{4}-\d{2}-\d{2}$/, "a form name and the date of the wording"),
  text: z.string().trim().min(1),
  linkLabel: z.string().trim().min(1),
  href: z.literal("/privacy"),
});

/** A notice as the forms render it (passed down from the server, so the browser loads no zod for it). */
export type Notice = z.infer<typeof noticeSchema>;

const noticesSchema = z.object({ lead: noticeSchema, franchise: noticeSchema, career: noticeSchema });

export const notices = noticesSchema.parse({
  lead: {
    version: "lead-2025-05-20",
    text: "We use these details only to call or e-mail you about counselling and admissions, and we never sell them.",
    linkLabel: "How we handle your data",
    href: "/privacy",
  },
  franchise: {
    version: "franchise-2025-05-20",
    text: "We use these details only to reply to your franchise enquiry, and we never sell them.",
    linkLabel: "How we handle your data",
    href: "/privacy",
  },
  career: {
    version: "career-2025-05-20",
    text: "We use these details and your resume only to consider your application, and only our HR team sees them.",
    linkLabel: "How we handle your data",
    href: "/privacy",
  },
});

/** Stored as the notice version of an enquiry that came through the API, where no notice was shown. */
export const NO_NOTICE = "none";
