import { marketingConsentLabel, notices, withdrawal, type NoticeContent } from "@/content/notices";
import { grievanceLine } from "./grievance";

/** A form's notice as the forms render it (built on the server, so the browser loads no zod for it). */
export type Notice = NoticeContent & { rights: string; marketingLabel: string };

/** The notice of one form, with how to withdraw and whom to complain to. */
export function formNotice(form: keyof typeof notices): Notice {
  return { ...notices[form], rights: `${withdrawal} ${grievanceLine()}`, marketingLabel: marketingConsentLabel };
}
