import { describe, expect, it } from "vitest";
import { matchesSearch, searchableWords, withPlaceAliases } from "./match";

const finds = (typed: string, ...fields: string[]) => matchesSearch(typed, searchableWords(fields));

describe("public search matching", () => {
  it("ignores case and punctuation, and words run together", () => {
    for (const typed of ["B.Tech", "btech", "B Tech", "b-tech", "BTECH"]) expect(finds(typed, "B.Tech")).toBe(true);
    expect(finds("neetug", "NEET UG")).toBe(true);
    expect(finds("M.B.B.S.", "MBBS")).toBe(true);
    expect(finds("mtech", "B.Tech")).toBe(false);
    // Letters one by one are initials, not the starts of separate words.
    expect(finds("U.P.", "Uttar Pradesh", "NEET UG")).toBe(false);
    expect(finds("U.P.", ...withPlaceAliases("Uttar Pradesh"))).toBe(true);
  });

  it("needs every typed word to start a word of the record", () => {
    expect(finds("iit madr", "Indian Institute of Technology Madras", "IIT Madras")).toBe(true);
    expect(finds("iit", "Kalinga Institute of Industrial Technology", "KIIT")).toBe(false);
    expect(finds("iit delhi", "IIT Madras")).toBe(false);
  });

  it("matches everything when nothing is typed", () => {
    expect(finds("", "anything")).toBe(true);
    expect(finds(" .,- ", "anything")).toBe(true);
  });

  it("knows the short names of Indian states", () => {
    const cases: [string, string][] = [
      ["UP", "Uttar Pradesh"],
      ["mp", "Madhya Pradesh"],
      ["TN", "Tamil Nadu"],
      ["WB", "West Bengal"],
      ["AP", "Andhra Pradesh"],
      ["HP", "Himachal Pradesh"],
      ["J&K", "Jammu and Kashmir"],
      ["jk", "Jammu and Kashmir"],
      ["UK", "Uttarakhand"],
      ["Orissa", "Odisha"],
    ];
    for (const [typed, state] of cases) {
      expect(finds(typed, ...withPlaceAliases(state)), `${typed} → ${state}`).toBe(true);
      expect(finds(typed, ...withPlaceAliases("Kerala")), `${typed} is not Kerala`).toBe(false);
    }
  });

  it("knows the other names of cities, whatever the case of the place", () => {
    expect(finds("Bangalore", ...withPlaceAliases("Bengaluru"))).toBe(true);
    expect(finds("bombay", ...withPlaceAliases("mumbai"))).toBe(true);
    expect(finds("ncr", ...withPlaceAliases("Gurugram"))).toBe(true);
    expect(finds("ncr", ...withPlaceAliases("Chennai"))).toBe(false);
    expect(withPlaceAliases("Nowhere")).toEqual(["Nowhere"]);
  });
});
