import { describe, expect, it } from "vitest";
import {
  fromIndiaLocalInput,
  indiaClock,
  indiaDate,
  indiaDateTime,
  indiaDayStart,
  isCalendarDay,
  toIndiaLocalInput,
} from "./india";

/** An instant given in India time. */
const ist = (local: string) => new Date(`${local}+05:30`);

describe("India's clock", () => {
  it("reads India's date and hour of an instant, whatever the machine's zone", () => {
    expect(indiaDate(new Date("2026-11-24T19:00:00Z"))).toBe("2026-11-25");
    expect(indiaDayStart("2026-11-25").toISOString()).toBe("2026-11-24T18:30:00.000Z");
    expect(indiaDayStart("2026-11-25", 1).toISOString()).toBe("2026-11-25T18:30:00.000Z");
    expect(indiaClock(ist("2026-11-25T09:00:00"))).toEqual({ hour: 9, sunday: false });
    expect(indiaClock(ist("2026-11-29T09:00:00"))).toEqual({ hour: 9, sunday: true });
  });

  it("tells a real calendar day from one that does not exist", () => {
    expect(["2026-11-25", "2028-02-29"].map(isCalendarDay)).toEqual([true, true]);
    expect(["2026-13-45", "2026-02-30", "2027-02-29", "25-11-2026", "", 20261125].map(isCalendarDay)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it("writes and reads India time for spreadsheets and datetime-local fields", () => {
    expect(indiaDateTime(new Date("2026-11-24T04:11:05Z"))).toBe("2026-11-24 09:41:05");
    expect(toIndiaLocalInput("2026-11-23T10:00:00.000Z")).toBe("2026-11-23T15:30");
    expect(toIndiaLocalInput(null)).toBe("");
    expect(fromIndiaLocalInput("2026-11-23T15:30").toISOString()).toBe("2026-11-23T10:00:00.000Z");
    expect(Number.isNaN(fromIndiaLocalInput("tomorrow").getTime())).toBe(true);
  });
});
