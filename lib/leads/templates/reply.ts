/**
 * A template filled in for one lead, as the lead page previews it and the server sends it, and
 * the WhatsApp link that carries it. Browser-safe: no database, no zod.
 */
import { fillPlaceholders, type PlaceholderValues } from "./placeholders";
import type { ReplyChannel } from "./schema";

export type ReplyTemplateView = {
  id: string;
  name: string;
  channel: ReplyChannel;
  subject: string | null;
  body: string;
  /** The approved WhatsApp template it maps to (lib/leads/templates/schema.ts), if any. */
  waTemplateName: string | null;
  waLanguage: string | null;
  waParams: string[];
  waMarketing: boolean;
};
export type FilledReply = { subject: string | null; body: string };

export function fillReply(template: Pick<ReplyTemplateView, "subject" | "body">, values: PlaceholderValues): FilledReply {
  return {
    // A subject is one header line whatever a value held.
    subject: template.subject === null ? null : fillPlaceholders(template.subject, values).replace(/\s+/g, " ").trim(),
    body: fillPlaceholders(template.body, values),
  };
}

/** A WhatsApp chat with `mobile` (any formatting), with `text` typed in when given. */
export function whatsAppLink(mobile: string, text?: string): string {
  const chat = `https://wa.me/${mobile.replace(/\D/g, "")}`;
  return text === undefined ? chat : `${chat}?text=${encodeURIComponent(text)}`;
}
