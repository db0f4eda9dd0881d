/**
 * Field parsers for untrusted enquiry input, shared by every public form (lead, franchise, job
 * application) in the browser and again on the server. Each one accepts what HTML forms and the
 * old site's clients send (strings, numeric strings, numbers) and outputs one normalised value.
 * No server-only imports: these run in the browser too.
 */
import "@/lib/validation/zod-config";
import { z } from "zod";

// Control characters (including CR/LF) never belong in a one-line field: they would let a name
// forge e-mail headers or break the staff notification layout.
const CONTROL_CHARACTERS = /\p{Cc}/u;
// Multi-line fields keep newlines and tabs but nothing else of that kind.
const CONTROL_EXCEPT_NEWLINES = /[^\P{Cc}\n\r\t]/u;

const isMissing = (input: unknown) => input === undefined || input === null;

/** Whether a text holds control characters (NUL, escapes…); `multiline` allows newlines and tabs. */
export function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
  return (multiline ? CONTROL_EXCEPT_NEWLINES : CONTROL_CHARACTERS).test(value);
}

/** A required one-line text, trimmed; `label` completes "Enter …" and "… must be at most N characters". */
export function requiredLine(label: string, max: number, noun = label) {
  return z
    .string({ error: (issue) => (isMissing(issue.input) ? `Enter ${label}` : `${capitalise(noun)} must be text`) })
    .trim()
    .min(1, `Enter ${label}`)
    .max(max, `${capitalise(noun)} must be at most ${max} characters`)
    .refine((value) => !CONTROL_CHARACTERS.test(value), `${capitalise(noun)} contains characters that are not allowed`);
}

/** A required multi-line text (an address, a description); line ends are stored as \n whatever the client sent. */
export function requiredText(label: string, max: number, noun = label) {
  return z
    .string({ error: (issue) => (isMissing(issue.input) ? `Enter ${label}` : `${capitalise(noun)} must be text`) })
    .transform((value) => value.replace(/\r\n?/g, "\n"))
    .pipe(
      z
        .string()
        .trim()
        .min(1, `Enter ${label}`)
        .max(max, `${capitalise(noun)} must be at most ${max} characters`)
        .refine((value) => !CONTROL_EXCEPT_NEWLINES.test(value), `${capitalise(noun)} contains characters that are not allowed`),
    );
}

/** An optional one-line text: empty or missing becomes undefined. */
export function optionalLine(noun: string, max: number) {
  return z.preprocess(
    (input) => ((typeof input === "string" && input.trim() === "") || input === null ? undefined : input),
    z
      .string({ error: `${capitalise(noun)} must be text` })
      .trim()
      .max(max, `${capitalise(noun)} must be at most ${max} characters`)
      .refine((value) => !CONTROL_CHARACTERS.test(value), `${capitalise(noun)} contains characters that are not allowed`)
      .optional(),
  );
}

export const EMAIL_MAX = 254;

/** An e-mail address, trimmed and lower-cased so repeats are recognised whatever the case. */
export const emailField = z
  .string({ error: (issue) => (isMissing(issue.input) ? "Enter your e-mail address" : "E-mail must be text") })
  .trim()
  .min(1, "Enter your e-mail address")
  .max(EMAIL_MAX, `E-mail must be at most ${EMAIL_MAX} characters`)
  .pipe(z.email("Enter a valid e-mail address, like name@example.com"))
  .transform((value) => value.toLowerCase());

const MOBILE_MESSAGE = "Enter a valid 10-digit Indian mobile number";

/**
 * An Indian mobile number with or without +91, 91 or a leading 0, spaces, dashes or brackets,
 * stored as +91 and ten digits (E.164). Indian mobile numbers start with 6, 7, 8 or 9.
 */
export function normaliseIndianMobile(input: string): string | undefined {
  const compact = input.trim().replace(/[\s\-().]/g, "");
  const match = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/.exec(compact);
  return match ? `+91${match[1]}` : undefined;
}

export const indianMobileField = z
  .union([z.string(), z.number()], {
    error: (issue) => (isMissing(issue.input) ? "Enter your mobile number" : MOBILE_MESSAGE),
  })
  .transform((value, context) => {
    const text = String(value);
    if (text.trim() === "") {
      context.addIssue({ code: "custom", message: "Enter your mobile number" });
      return z.NEVER;
    }
    const mobile = normaliseIndianMobile(text);
    if (!mobile) {
      context.addIssue({ code: "custom", message: MOBILE_MESSAGE });
      return z.NEVER;
    }
    return mobile;
  });

const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** A number given as a number or a numeric string ("86.4"); an empty string counts as missing. */
export function numberField(missingMessage: string, invalidMessage: string) {
  return z.preprocess(
    (input) => {
      if (typeof input !== "string") return input;
      const text = input.trim();
      if (text === "") return undefined;
      return NUMERIC.test(text) ? Number(text) : input;
    },
    z.number({ error: (issue) => (isMissing(issue.input) ? missingMessage : invalidMessage) }),
  );
}

/** A percentage from 0 to 100, rounded to two decimals (the database keeps two). */
export function percentageField(missingMessage: string, noun = "Percentage") {
  const rangeMessage = `${capitalise(noun)} must be a number from 0 to 100`;
  return numberField(missingMessage, rangeMessage).pipe(
    z
      .number()
      .min(0, rangeMessage)
      .max(100, rangeMessage)
      .transform((value) => Math.round(value * 100) / 100),
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The optional, unticked marketing consent of every enquiry form: a checkbox ("on"), or true/false
 * from JSON clients; anything else, or nothing, is no consent. The enquiry never depends on it.
 */
export const marketingConsentField = z.preprocess((input) => input === true || input === "on" || input === "true", z.boolean());
