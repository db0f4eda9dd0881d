/**
 * The admission session a visitor is applying for, from today's date in India: sessions begin in
 * July, so from July on, families are choosing for the next year's ("2027–28" in November 2026).
 * Content says "{session}" where the year belongs, so no line goes stale with the calendar.
 */
import { indiaDate } from "@/lib/time/india";

const SESSION_STARTS_MONTH = 6; // July, 0-based

export function admissionSession(today: Date): string {
  const [year, month] = indiaDate(today).split("-").map(Number) as [number, number];
  const start = year + (month - 1 >= SESSION_STARTS_MONTH ? 1 : 0);
  return `${start}–${String((start + 1) % 100).padStart(2, "0")}`;
}

/** A content line with "{session}" filled in for `today`. */
export function withSession(line: string, today: Date): string {
  return line.replaceAll("{session}", admissionSession(today));
}
