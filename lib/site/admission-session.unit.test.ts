import { describe, expect, it } from "vitest";
import { ticker } from "@/content/home";
import { admissionSession, withSession } from "./admission-session";

describe("the admission session", () => {
  it("is the coming one: from July on, next year's", () => {
    expect(admissionSession(new Date("2026-11-28T12:00:00Z"))).toBe("2027–28");
    expect(admissionSession(new Date("2026-06-30T12:00:00Z"))).toBe("2026–27");
    expect(admissionSession(new Date("2026-07-01T00:00:00Z"))).toBe("2027–28");
    expect(admissionSession(new Date("2099-12-31T12:00:00Z"))).toBe("2100–01");
  });

  it("goes by India's date: 30 June, 20:00 UTC is already July in India", () => {
    expect(admissionSession(new Date("2026-06-30T20:00:00Z"))).toBe("2027–28");
  });

  it("fills the home page's ticker, which names no fixed year", () => {
    const lines = ticker.map((line) => withSession(line, new Date("2026-11-28T12:00:00Z")));
    expect(lines).toContain("Limited seats for the 2027–28 session: book your free counselling today");
    expect(ticker.join(" ")).not.toMatch(/\b20\d\d\b/);
  });
});
