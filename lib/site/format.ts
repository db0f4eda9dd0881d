import { INDIA_TIME_ZONE, indiaDayStart } from "@/lib/time/india";

const longDate = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: INDIA_TIME_ZONE,
});

/** "20 May 2025" for an ISO date or timestamp, in Indian time so a late-evening post keeps its date. */
export function formatLongDate(value: string | Date): string {
  const date =
    typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(indiaDayStart(value).getTime() + 12 * 3_600_000)
      : new Date(value);
  return longDate.format(date);
}

const dateTime = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: INDIA_TIME_ZONE,
});

/** "23 Nov 2026, 9:41 am", in Indian time (the admin panel's lists and histories). */
export function formatDateTime(value: string | Date): string {
  return dateTime.format(new Date(value));
}
