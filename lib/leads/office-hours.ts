/**
 * The counsellors' office: Monday to Saturday, 9:00 to 18:00 India time. A lead that arrives at
 * night has waited nothing until 9:00: the waiting flag and its alert count office time only.
 */
import { indiaClock, indiaDate, indiaDayStart } from "@/lib/time/india";

const HOUR_MS = 3_600_000;
const OPENS = 9 * HOUR_MS;
const CLOSES = 18 * HOUR_MS;

/** Milliseconds of office time between `start` and `end` (0 when `end` is not after `start`). */
export function officeTimeBetween(start: Date, end: Date): number {
  const from = start.getTime();
  const to = end.getTime();
  let total = 0;
  for (let day = indiaDayStart(indiaDate(start)); day.getTime() < to; day = indiaDayStart(indiaDate(day), 1)) {
    if (indiaClock(day).sunday) continue;
    total += Math.max(0, Math.min(to, day.getTime() + CLOSES) - Math.max(from, day.getTime() + OPENS));
  }
  return total;
}
