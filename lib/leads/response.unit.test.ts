import { describe, expect, it } from "vitest";
import { formatWait, isOverdue, waitOf } from "./response";

describe("speed to lead", () => {
  it("words a wait in minutes, hours and minutes, then days", () => {
    expect([0, 59_999, 4 * 60_000, 60 * 60_000, 125 * 60_000, 47 * 3_600_000, 72 * 3_600_000].map(formatWait)).toEqual([
      "0 min",
      "0 min",
      "4 min",
      "1 h",
      "2 h 5 min",
      "47 h",
      "3 days",
    ]);
  });

  it("measures to the first response, or to now while the lead waits, and how much of it in office hours", () => {
    // Tuesday 24 Nov 2026, 14:30 India time.
    const createdAt = new Date("2026-11-24T09:00:00Z");
    expect(waitOf({ createdAt, firstResponseAt: new Date("2026-11-24T09:12:00Z") }, new Date("2026-11-25T00:00:00Z"))).toEqual({
      answered: true,
      milliseconds: 12 * 60_000,
      officeMilliseconds: 12 * 60_000,
    });
    // Until 20:30 India time: 3 h 30 min until closing at 18:00 count.
    expect(waitOf({ createdAt, firstResponseAt: null }, new Date("2026-11-24T15:00:00Z"))).toEqual({
      answered: false,
      milliseconds: 6 * 3_600_000,
      officeMilliseconds: 3.5 * 3_600_000,
    });
  });

  it("flags a lead unanswered past the threshold in office time, never an answered one", () => {
    const wait = (answered: boolean, officeMinutes: number) => ({
      answered,
      milliseconds: 999 * 60_000,
      officeMilliseconds: officeMinutes * 60_000,
    });
    expect(isOverdue(wait(false, 15), 15)).toBe(false);
    expect(isOverdue(wait(false, 16), 15)).toBe(true);
    expect(isOverdue(wait(false, 16), 30)).toBe(false);
    expect(isOverdue(wait(true, 600), 15)).toBe(false);
  });
});
