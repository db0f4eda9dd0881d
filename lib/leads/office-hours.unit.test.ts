import { describe, expect, it } from "vitest";
import { officeTimeBetween } from "./office-hours";

/** An instant given in India time. */
const ist = (local: string) => new Date(`${local}+05:30`);
const minutes = (n: number) => n * 60_000;

describe("office time (Monday to Saturday, 9:00 to 18:00 India time)", () => {
  it("counts the whole of a wait inside one office day", () => {
    expect(officeTimeBetween(ist("2026-11-24T10:00:00"), ist("2026-11-24T10:20:00"))).toBe(minutes(20));
  });

  it("stops the clock overnight and starts it at 9:00", () => {
    // Tuesday 17:50 to Wednesday 9:10: ten minutes before closing, ten after opening.
    expect(officeTimeBetween(ist("2026-11-24T17:50:00"), ist("2026-11-25T09:10:00"))).toBe(minutes(20));
    // Sent at night, seen before opening: no office time at all.
    expect(officeTimeBetween(ist("2026-11-24T22:00:00"), ist("2026-11-25T08:59:00"))).toBe(0);
  });

  it("skips Sunday", () => {
    // Saturday 17:55 to Monday 9:05 (28 Nov 2026 is a Saturday).
    expect(officeTimeBetween(ist("2026-11-28T17:55:00"), ist("2026-11-30T09:05:00"))).toBe(minutes(10));
    expect(officeTimeBetween(ist("2026-11-29T09:00:00"), ist("2026-11-29T18:00:00"))).toBe(0);
  });

  it("adds nine hours for each full office day between", () => {
    expect(officeTimeBetween(ist("2026-11-23T09:00:00"), ist("2026-11-30T09:00:00"))).toBe(6 * 9 * 3_600_000);
  });

  it("is zero when the end is not after the start", () => {
    expect(officeTimeBetween(ist("2026-11-24T11:00:00"), ist("2026-11-24T10:00:00"))).toBe(0);
  });
});
