/**
 * What every enquiry form asks of a minor (DPDP Act 2023, s. 9): whether the person is under 18
 * and, when they are, a parent's or guardian's name and e-mail (the consent request goes there,
 * the only channel the site sends on) and, optionally, mobile. A client that sends no `under18`
 * is read as an adult, so the old API's callers are answered as before. Runs in the browser too.
 */
import "@/lib/validation/zod-config";
import { z } from "zod";
import { EMAIL_MAX, normaliseIndianMobile, optionalLine } from "@/lib/validation/fields";
import { GUARDIAN_NAME_MAX } from "./guardian-limits";

const YES = new Set<unknown>([true, "true", "yes", "on"]);
const NO = new Set<unknown>([undefined, null, "", false, "false", "no"]);

/** The forms' box (true, or "on" from a plain HTML form), yes/no or true/false from JSON and multipart clients; missing is no. */
const under18Field = z.preprocess(
  (input) => (YES.has(input) ? true : NO.has(input) ? false : input),
  z.boolean({ error: "Answer whether you are under 18 with yes or no" }),
);

const optionalEmail = z.preprocess(
  (input) => ((typeof input === "string" && input.trim() === "") || input === null ? undefined : input),
  z
    .string({ error: "The guardian's e-mail must be text" })
    .trim()
    .max(EMAIL_MAX, `The guardian's e-mail must be at most ${EMAIL_MAX} characters`)
    .pipe(z.email("Enter a valid e-mail address for your parent or guardian, like name@example.com"))
    .transform((value) => value.toLowerCase())
    .optional(),
);

const optionalMobile = z.preprocess(
  (input) =>
    (typeof input === "string" && input.trim() === "") || input === null
      ? undefined
      : typeof input === "number"
        ? String(input)
        : input,
  z
    .string({ error: "Enter a valid 10-digit Indian mobile number for your parent or guardian" })
    .transform((value, context) => {
      const mobile = normaliseIndianMobile(value);
      if (!mobile) {
        context.addIssue({ code: "custom", message: "Enter a valid 10-digit Indian mobile number for your parent or guardian" });
        return z.NEVER;
      }
      return mobile;
    })
    .optional(),
);

/** The guardian's fields, beside a form's own (their wire names are the API's). */
export const guardianFields = {
  under18: under18Field,
  guardianName: optionalLine("your parent's or guardian's name", GUARDIAN_NAME_MAX),
  guardianEmail: optionalEmail,
  guardianMobile: optionalMobile,
};

type GuardianAnswers = { guardianName?: string; guardianEmail?: string };

/** For a minor, names every guardian field still missing; an adult's are ignored. */
export function requireGuardian(value: GuardianAnswers, minor: boolean, context: z.RefinementCtx): void {
  if (!minor) return;
  if (!value.guardianName)
    context.addIssue({ code: "custom", path: ["guardianName"], message: "Enter your parent's or guardian's name" });
  if (!value.guardianEmail) {
    context.addIssue({
      code: "custom",
      path: ["guardianEmail"],
      message: "Enter your parent's or guardian's e-mail address: we ask for their consent there",
    });
  }
}

/** The guardian of a minor's enquiry, as the server stores them. */
export type Guardian = { name: string; email: string; mobile?: string };

/** The guardian a parsed enquiry names, or null for an adult's. */
export function guardianOf(value: GuardianAnswers & { under18: boolean; guardianMobile?: string }): Guardian | null {
  if (!value.under18 || !value.guardianName || !value.guardianEmail) return null;
  return { name: value.guardianName, email: value.guardianEmail, mobile: value.guardianMobile };
}
