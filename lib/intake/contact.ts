/**
 * Reading what an ad platform's or a partner's form said into the lead's fields. Nothing here
 * refuses a lead: a value that does not read is left out (null), and the lead is kept incomplete.
 */
import { COURSES, NAME_MAX } from "@/lib/leads/constants";
import { emailField, hasControlCharacters, normaliseIndianMobile, percentageField } from "@/lib/validation/fields";

export function readEmail(value: string | undefined): string | null {
  const parsed = emailField.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** An Indian mobile as +91 and ten digits; another country's number kept in E.164; anything else null. */
export function readMobile(value: string | undefined): string | null {
  if (!value) return null;
  const indian = normaliseIndianMobile(value);
  if (indian) return indian;
  const compact = value.trim().replace(/[\s\-().]/g, "");
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null;
}

/** The name as given, on one line and within the form's limit; "Name not given" when there is none. */
export function readName(value: string | undefined): string {
  const line = (value ?? "")
    .replace(/\p{Cc}+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, NAME_MAX);
  return line === "" || hasControlCharacters(line) ? "Name not given" : line;
}

/** One of the site's courses ("b.tech" reads as "B.TECH"), else the fallback (the form's default course, or ""). */
export function readCourse(value: string | undefined, fallback: string | null): string {
  const wanted = value?.trim().toUpperCase();
  return COURSES.find((course) => course === wanted) ?? fallback ?? "";
}

const percentage = percentageField("", "percentage").optional();

export function readPercentage(value: unknown): number | null {
  const parsed = percentage.safeParse(value);
  return parsed.success ? (parsed.data ?? null) : null;
}
