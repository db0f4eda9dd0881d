/**
 * A reply template as the Reply Templates section sends it: one schema for the admin's form (its
 * limits set the fields' maxLength) and the server. A placeholder other than {name}, {course} and
 * {counsellor} is refused, named, so a template never reaches an enquirer with "{fees}" in it.
 */
import "@/lib/validation/zod-config";
import { z } from "zod";
import { optionalLine, requiredLine, requiredText } from "@/lib/validation/fields";
import { unknownPlaceholderMessage, unknownPlaceholders } from "./placeholders";

export const REPLY_CHANNELS = ["EMAIL", "WHATSAPP"] as const;
export type ReplyChannel = (typeof REPLY_CHANNELS)[number];
export const replyChannelLabel: Record<ReplyChannel, string> = { EMAIL: "E-mail", WHATSAPP: "WhatsApp" };

/** A WhatsApp message travels in a link, and is read on a phone: it is kept short. */
export const TEMPLATE_LIMITS = { name: 80, subject: 150, body: { EMAIL: 5000, WHATSAPP: 1000 } } as const;

const knownPlaceholders = (text: string | undefined, context: z.RefinementCtx) => {
  const unknown = text === undefined ? [] : unknownPlaceholders(text);
  if (unknown.length) context.addIssue({ code: "custom", message: unknownPlaceholderMessage(unknown) });
};

export const replyTemplateSchema = z
  .object({
    name: requiredLine("a name for the template", TEMPLATE_LIMITS.name, "name"),
    channel: z.enum(REPLY_CHANNELS, { error: "Choose e-mail or WhatsApp" }),
    subject: optionalLine("subject", TEMPLATE_LIMITS.subject).superRefine(knownPlaceholders),
    body: requiredText("the message", TEMPLATE_LIMITS.body.EMAIL, "message").superRefine(knownPlaceholders),
  })
  .superRefine(
    (template, context) => {
      if (template.channel === "EMAIL" && template.subject === undefined) {
        context.addIssue({ code: "custom", path: ["subject"], message: "Enter a subject for the e-mail" });
      }
      if (
        template.channel === "WHATSAPP" &&
        typeof template.body === "string" &&
        template.body.length > TEMPLATE_LIMITS.body.WHATSAPP
      ) {
        context.addIssue({
          code: "custom",
          path: ["body"],
          message: `A WhatsApp message must be at most ${TEMPLATE_LIMITS.body.WHATSAPP} characters`,
        });
      }
    },
    // Run even when a field failed, so one answer names every problem; only the channel, the
    // subject's presence and the body's length are read, each checked for its type first.
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  )
  // A WhatsApp message has no subject: one sent along is dropped, not stored.
  .transform((template) => (template.channel === "WHATSAPP" ? { ...template, subject: undefined } : template));
