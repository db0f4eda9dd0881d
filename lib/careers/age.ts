/** An applicant's age from their date of birth, without zod, so the browser form can use it too. */
import { ADULT_AGE } from "@/lib/careers/constants";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whole years between a YYYY-MM-DD birth date and `today`; undefined for a date that does not exist. */
export function ageOn(dob: string, today: Date): number | undefined {
  const match = ISO_DATE.exec(dob);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  const beforeBirthday = today.getUTCMonth() < month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() < day);
  return today.getUTCFullYear() - year - (beforeBirthday ? 1 : 0);
}

/** Whether a date of birth makes the applicant a minor today: the form asks no separate question. */
export function isMinorBorn(dob: unknown, today = new Date()): boolean {
  const age = typeof dob === "string" ? ageOn(dob, today) : undefined;
  return age !== undefined && age < ADULT_AGE;
}
