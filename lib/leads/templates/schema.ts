/**
 * A reply template as the Reply Templates section sends it: one schema for the admin's form (its
 * limits set the fields' maxLength) and the server. A placeholder other than {name}, {course} and
 * {counsellor} is refused, named, so a template never reaches an enquirer with "{fees}" in it.
 */
import "@/lib/validation/zod-config";
import { z } from "zod";
import { optionalLine, requiredLine, requiredText } from "@/lib/validation/fields";
import { PLACEHOLDERS, unknownPlaceholderMessage, unknownPlaceholders, usedPlaceholders, type Placeholder } from "./placeholders";

export const REPLY_CHANNELS = ["EMAIL", "WHATSAPP"] as const;
export type ReplyChannel = (typeof REPLY_CHANNELS)[number];
export const replyChannelLabel: Record<ReplyChannel, string> = { EMAIL: "E-mail", WHATSAPP: "WhatsApp" };

/** A WhatsApp message travels in a link, and is read on a phone: it is kept short. */
export const TEMPLATE_LIMITS = { name: 80, subject: 150, body: { EMAIL: 5000, WHATSAPP: 1000 } } as const;

const knownPlaceholders = (text: string | undefined, context: z.RefinementCtx) => {
  const unknown = text === undefined ? [] : unknownPlaceholders(text);
  if (unknown.length) context.addIssue({ code: "custom", message: unknownPlaceholderMessage(unknown) });
};

/** The languages of the WhatsApp templates Meta approved for the site, by Meta's language code. */
export const WHATSAPP_LANGUAGES = { en: "English", hi: "Hindi" } as const;
export type WhatsAppLanguage = keyof typeof WHATSAPP_LANGUAGES;
/** A language code as people read it ("hi" → "Hindi"); the code itself is what Meta is sent. */
export const whatsappLanguageName = (code: string): string => WHATSAPP_LANGUAGES[code as WhatsAppLanguage] ?? code;

/** "{name}, {course}" (or "name course"): the placeholders filling the approved template's {{1}}, {{2}}… in order. */
const templateParams = z
  .string()
  .optional()
  .transform((text, context) => {
    const words = (text ?? "").split(/[\s,]+/).filter(Boolean);
    const keys = words.map((word) => word.replace(/^\{(.*)\}$/, "$1"));
    const unknown = words.filter((_, index) => !(PLACEHOLDERS as readonly string[]).includes(keys[index]!));
    if (unknown.length)
      context.addIssue({
        code: "custom",
        message: `Unknown parameters ${unknown.join(", ")}: use {name}, {course} or {counsellor}.`,
      });
    return keys as Placeholder[];
  });

export const replyTemplateSchema = z
  .object({
    name: requiredLine("a name for the template", TEMPLATE_LIMITS.name, "name"),
    channel: z.enum(REPLY_CHANNELS, { error: "Choose e-mail or WhatsApp" }),
    subject: optionalLine("subject", TEMPLATE_LIMITS.subject).superRefine(knownPlaceholders),
    body: requiredText("the message", TEMPLATE_LIMITS.body.EMAIL, "message").superRefine(knownPlaceholders),
    // The WhatsApp template Meta approved for it: a name as Meta allows (lower case, digits, _).
    waTemplateName: z
      .string()
      .trim()
      .optional()
      .transform((value) => value || undefined)
      .pipe(
        z
          .string()
          .regex(/^[a-z0-9_]{1,512}$/, "Enter the template's name as WhatsApp Manager shows it: lower-case letters, digits and _")
          .optional(),
      ),
    // The form's "Choose…" sends "": no language.
    waLanguage: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z
        .enum(Object.keys(WHATSAPP_LANGUAGES) as [WhatsAppLanguage, ...WhatsAppLanguage[]], { error: "Choose English or Hindi" })
        .optional(),
    ),
    waParams: templateParams,
    waMarketing: z
      .union([z.boolean(), z.enum(["on", "true", "", "false"])])
      .optional()
      .transform((value) => value === true || value === "on" || value === "true"),
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
      if (template.waTemplateName !== undefined) mappingProblems(template, context);
    },
    // Run even when a field failed, so one answer names every problem; only the channel, the
    // subject's presence and the body's length are read, each checked for its type first.
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  )
  // A WhatsApp message has no subject: one sent along is dropped, not stored; an unmapped template keeps no mapping.
  .transform((template) => ({
    ...template,
    subject: template.channel === "WHATSAPP" ? undefined : template.subject,
    waTemplateName: template.waTemplateName ?? null,
    waLanguage: template.waTemplateName ? (template.waLanguage ?? null) : null,
    waParams: template.waTemplateName ? (template.waParams ?? []) : [],
    waMarketing: template.waTemplateName ? template.waMarketing : false,
  }));

/**
 * A mapping to an approved WhatsApp template: only a WhatsApp template has one; it names its
 * language; and each placeholder the message uses is one of its parameters, so what Meta sends is
 * what the counsellor reads (a missing one would leave a {{n}} empty, and Meta refuses the send).
 */
function mappingProblems(
  template: { channel?: unknown; body?: unknown; waLanguage?: unknown; waParams?: unknown },
  context: z.RefinementCtx,
) {
  if (template.channel !== "WHATSAPP") {
    context.addIssue({
      code: "custom",
      path: ["waTemplateName"],
      message: "Only a WhatsApp template maps to an approved WhatsApp template",
    });
  }
  if (template.waLanguage === undefined) {
    context.addIssue({ code: "custom", path: ["waLanguage"], message: "Choose the approved template's language" });
  }
  const params = Array.isArray(template.waParams) ? (template.waParams as string[]) : [];
  const missing = typeof template.body === "string" ? usedPlaceholders(template.body).filter((key) => !params.includes(key)) : [];
  if (missing.length) {
    context.addIssue({
      code: "custom",
      path: ["waParams"],
      message: `The message uses ${missing.map((key) => `{${key}}`).join(", ")}: list every placeholder it uses, in the approved template's order`,
    });
  }
}
