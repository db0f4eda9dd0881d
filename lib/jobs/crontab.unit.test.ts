import { describe, expect, it } from "vitest";
import { atIndiaTime } from "./crontab";

/** graphile-worker's digest of a UTC time (its cron matches in UTC, whatever the process's TZ). */
const digestOf = (iso: string) => {
  const at = new Date(iso);
  return {
    min: at.getUTCMinutes(),
    hour: at.getUTCHours(),
    date: at.getUTCDate(),
    month: at.getUTCMonth() + 1,
    dow: at.getUTCDay(),
  };
};

describe("the schedule in India time", () => {
  it("matches 9:00 India time at 03:30 UTC, and no other minute around it", () => {
    const nine = atIndiaTime(9, 0);
    expect(nine(digestOf("2026-11-28T03:30:00Z"))).toBe(true);
    expect(nine(digestOf("2026-11-28T03:29:00Z"))).toBe(false);
    expect(nine(digestOf("2026-11-28T03:31:00Z"))).toBe(false);
    expect(nine(digestOf("2026-11-28T09:00:00Z"))).toBe(false);
  });

  it("matches 3:00 and midnight India time on the UTC day before", () => {
    expect(atIndiaTime(3, 0)(digestOf("2026-11-27T21:30:00Z"))).toBe(true);
    expect(atIndiaTime(0, 0)(digestOf("2026-11-27T18:30:00Z"))).toBe(true);
    expect(atIndiaTime(0, 0)(digestOf("2026-11-28T00:00:00Z"))).toBe(false);
  });
});
