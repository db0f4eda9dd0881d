/**
 * The counsellors' office: Monday to Saturday, 9:00 to 18:00 India time (no daylight saving, so
 * a fixed +5:30). A lead that arrives at night has waited nothing until 9:00: the waiting flag
 * and its alert count office time only.
 */
const IST_OFFSET = 330 * 60_000;
const DAY = 86_400_000;
const OPENS = 9 * 3_600_000;
const CLOSES = 18 * 3_600_000;
/** Sunday, as `getUTCDay()` numbers it. */
const SUNDAY = 0;

/** Milliseconds of office time between `start` and `end` (0 when `end` is not after `start`). */
export function officeTimeBetween(start: Date, end: Date): number {
  const from = start.getTime() + IST_OFFSET;
  const to = end.getTime() + IST_OFFSET;
  let total = 0;
  for (let day = Math.floor(from / DAY) * DAY; day < to; day += DAY) {
    if (new Date(day).getUTCDay() === SUNDAY) continue;
    total += Math.max(0, Math.min(to, day + CLOSES) - Math.max(from, day + OPENS));
  }
  return total;
}

/** The India date of an instant, as YYYY-MM-DD. */
export const indiaDate = (at: Date): string => new Date(at.getTime() + IST_OFFSET).toISOString().slice(0, 10);

/** The instant a day (YYYY-MM-DD) begins in India, `plusDays` later. */
export const indiaDayStart = (date: string, plusDays = 0): Date =>
  new Date(Date.parse(`${date}T00:00:00+05:30`) + plusDays * DAY);

/** Whether `value` is a real calendar day written YYYY-MM-DD (not 2026-02-30 or 2026-13-45). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const start = indiaDayStart(value);
  return !Number.isNaN(start.getTime()) && indiaDate(start) === value;
}

/** The India hour (0–23) and whether it is an office day, of an instant. */
export function indiaClock(at: Date): { hour: number; officeDay: boolean } {
  const local = new Date(at.getTime() + IST_OFFSET);
  return { hour: local.getUTCHours(), officeDay: local.getUTCDay() !== SUNDAY };
}
