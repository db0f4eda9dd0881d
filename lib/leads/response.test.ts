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

  it("measures to the first response, or to now while the lead waits", () => {
    const createdAt = new Date("2026-11-24T09:00:00Z");
    expect(waitOf({ createdAt, firstResponseAt: new Date("2026-11-24T09:12:00Z") }, new Date("2026-11-25T00:00:00Z"))).toEqual({ answered: true, milliseconds: 12 * 60_000 });
    expect(waitOf({ createdAt, firstResponseAt: null }, new Date("2026-11-24T10:00:00Z"))).toEqual({ answered: false, milliseconds: 3_600_000 });
  });

  it("flags a lead unanswered for more than 15 minutes, never an answered one", () => {
    const minutes = (n: number) => n * 60_000;
    expect(isOverdue({ answered: false, milliseconds: minutes(15) })).toBe(false);
    expect(isOverdue({ answered: false, milliseconds: minutes(16) })).toBe(true);
    expect(isOverdue({ answered: true, milliseconds: minutes(600) })).toBe(false);
  });
});
