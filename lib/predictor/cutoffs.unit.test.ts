import { describe, expect, it } from "vitest";
import { institutes } from "@/content/josaa/institutes";
import { cutoffDescription, cutoffTitle, instituteCutoffs } from "./cutoffs";
import { shippedSeatTable } from "./shipped";

describe("cutoff pages", () => {
  it("give every institute a title of at most 60 characters and a description of 120–160", () => {
    for (const institute of institutes) {
      expect(cutoffTitle(institute, 2025).length, institute.slug).toBeLessThanOrEqual(60);
      expect(cutoffDescription(institute, [2023, 2024, 2025]).length, institute.slug).toBeGreaterThanOrEqual(120);
      expect(cutoffDescription(institute, [2023, 2024, 2025]).length, institute.slug).toBeLessThanOrEqual(160);
    }
  });

  it("list NIT Trichy's CSE with three final rounds and 2025 round by round (other state, OPEN, gender-neutral: 1,224 then 1,449)", () => {
    const table = shippedSeatTable();
    const cse = instituteCutoffs(table, "nit-trichy").find(
      (program) => program.program === "Computer Science and Engineering (4 Years, Bachelor of Technology)",
    );
    const seat = cse?.seats.find((s) => s.quota === "OS" && s.seatType === "OPEN" && s.gender === "Gender-Neutral");
    expect(seat?.finals.get(2024)?.closingRank).toBe(1224);
    expect(seat?.finals.get(2025)?.closingRank).toBe(1449);
    expect(seat?.finals.get(2023)?.closingRank).toBe(1509);
    expect([...seat!.rounds.keys()]).toEqual([1, 2, 3, 4, 5, 6]);
    // Categories in JoSAA's order, OPEN first.
    expect(cse?.seats[0]?.seatType).toBe("OPEN");
  });
});
