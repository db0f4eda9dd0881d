/**
 * India's clock, the one the whole site keeps: the office, the digests, exports, forms and
 * date ranges all read and write India time. India has no daylight saving, so it is a fixed
 * +5:30 from UTC; the helpers below work the same whatever zone the machine is set to.
 * Safe in the browser too (the lead page's datetime-local fields).
 */
export const INDIA_TIME_ZONE = "Asia/Kolkata";
/** India's distance from UTC, the same all year. */
export const INDIA_OFFSET_MINUTES = 330;
const OFFSET_MS = INDIA_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;
/** Sunday, as `getUTCDay()` numbers it. */
const SUNDAY = 0;

/** An instant's wall-clock time in India, as a Date whose UTC fields read India's. */
const wallClock = (at: Date) => new Date(at.getTime() + OFFSET_MS);

/** The India date of an instant, as YYYY-MM-DD. */
export const indiaDate = (at: Date): string => wallClock(at).toISOString().slice(0, 10);

/** The instant a day (YYYY-MM-DD) begins in India, `plusDays` later. */
export const indiaDayStart = (date: string, plusDays = 0): Date =>
  new Date(Date.parse(`${date}T00:00:00+05:30`) + plusDays * DAY_MS);

/** Whether `value` is a real calendar day written YYYY-MM-DD (not 2026-02-30 or 2026-13-45). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const start = indiaDayStart(value);
  return !Number.isNaN(start.getTime()) && indiaDate(start) === value;
}

/** The India hour (0–23) of an instant and whether that India day is a Sunday. */
export function indiaClock(at: Date): { hour: number; sunday: boolean } {
  const local = wallClock(at);
  return { hour: local.getUTCHours(), sunday: local.getUTCDay() === SUNDAY };
}

/** "2026-11-24 09:41:05": an instant in India time, as spreadsheets read a date and time. */
export const indiaDateTime = (at: Date): string => wallClock(at).toISOString().slice(0, 19).replace("T", " ");

/** "2026-11-23T15:30": an instant (ISO string) in India time, for a datetime-local field; "" for none. */
export const toIndiaLocalInput = (iso: string | null): string => (iso ? wallClock(new Date(iso)).toISOString().slice(0, 16) : "");

/** The instant a datetime-local field's "2026-11-23T15:30" means, read as India time (Invalid Date when it is not one). */
export const fromIndiaLocalInput = (value: string): Date => new Date(`${value}:00+05:30`);
