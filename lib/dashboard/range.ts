/**
 * The dashboard's date range, as its URL carries it: the last 7, 30 or 90 India days (`days=`),
 * or any span up to a year (`from=` and `to=`, India dates, both included). Anything unreadable
 * falls back to the last 30 days, with a word saying so.
 */
import { indiaDate, indiaDayStart, isCalendarDay } from "@/lib/time/india";

export const RANGE_PRESETS = [7, 30, 90] as const;
const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;
const DAY_MS = 86_400_000;

export type DateRange = {
  /** First and last India day shown, YYYY-MM-DD. */
  from: string;
  to: string;
  days: number;
  preset: (typeof RANGE_PRESETS)[number] | null;
  /** The instants the range spans: [start, end). */
  start: Date;
  end: Date;
};

function spanning(from: string, to: string, preset: DateRange["preset"]): DateRange {
  const start = indiaDayStart(from);
  const end = indiaDayStart(to, 1);
  return { from, to, preset, start, end, days: Math.round((end.getTime() - start.getTime()) / DAY_MS) };
}

const lastDays = (days: (typeof RANGE_PRESETS)[number], today: string) =>
  spanning(indiaDate(indiaDayStart(today, 1 - days)), today, days);

export function readRange(params: URLSearchParams, now = new Date()): { range: DateRange; problem?: string } {
  const today = indiaDate(now);
  const from = params.get("from") ?? undefined;
  const to = params.get("to") ?? undefined;
  if (from || to) {
    if (!isCalendarDay(from) || !isCalendarDay(to))
      return {
        range: lastDays(DEFAULT_DAYS, today),
        problem: "Enter both dates of the range as dates. Showing the last 30 days.",
      };
    if (from > to)
      return { range: lastDays(DEFAULT_DAYS, today), problem: "The range must start before it ends. Showing the last 30 days." };
    const range = spanning(from, to, null);
    if (range.days > MAX_DAYS)
      return { range: lastDays(DEFAULT_DAYS, today), problem: "Choose a range of at most a year. Showing the last 30 days." };
    return { range };
  }
  const days = Number(params.get("days") ?? DEFAULT_DAYS);
  const preset = RANGE_PRESETS.find((choice) => choice === days);
  return preset
    ? { range: lastDays(preset, today) }
    : { range: lastDays(DEFAULT_DAYS, today), problem: "Choose 7, 30 or 90 days. Showing the last 30 days." };
}

/** Every India day of the range, in order (the per-day chart shows the quiet days too). */
export function daysOf(range: DateRange): string[] {
  return Array.from({ length: range.days }, (_, index) => indiaDate(indiaDayStart(range.from, index)));
}
