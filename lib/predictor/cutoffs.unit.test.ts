import { describe, expect, it } from "vitest";
import { institutes } from "@/content/josaa/institutes";
import {
  cutoffCategories,
  cutoffCategoryBySlug,
  cutoffCategoryOf,
  cutoffDescription,
  cutoffPath,
  cutoffTitle,
  instituteCutoffs,
} from "./cutoffs";
import { shippedSeatTable } from "./shipped";

describe("cutoff pages", () => {
  it("give every institute's page of every category a title of at most 60 characters and a description of 120–160", () => {
    for (const institute of institutes) {
      for (const category of cutoffCategories) {
        const page = `${institute.slug} ${category.name}`;
        expect(cutoffTitle(institute, 2025, category).length, page).toBeLessThanOrEqual(60);
        expect(cutoffDescription(institute, [2023, 2024, 2025], category).length, page).toBeGreaterThanOrEqual(120);
        expect(cutoffDescription(institute, [2023, 2024, 2025], category).length, page).toBeLessThanOrEqual(160);
      }
    }
    expect(
      cutoffTitle(
        institutes.find((institute) => institute.slug === "iit-bombay")!,
        2025,
        cutoffCategoryBySlug("obc-ncl"),
      ),
    ).toBe("IIT Bombay OBC-NCL cutoff 2025: JoSAA closing ranks");
  });

  it("put OPEN on the institute's own page and each other category on a page of its own", () => {
    const trichy = { slug: "nit-trichy" };
    expect(cutoffCategories.map((category) => cutoffPath(trichy, category))).toEqual([
      "/cutoffs/nit-trichy",
      "/cutoffs/nit-trichy/ews",
      "/cutoffs/nit-trichy/obc-ncl",
      "/cutoffs/nit-trichy/sc",
      "/cutoffs/nit-trichy/st",
    ]);
    expect(cutoffCategoryBySlug("")).toBeUndefined();
    expect(cutoffCategoryBySlug("open")).toBeUndefined();
    expect(cutoffCategoryBySlug("sc")?.name).toBe("SC");
    expect(cutoffPath(trichy, cutoffCategoryOf("OBC-NCL (PwD)"))).toBe("/cutoffs/nit-trichy/obc-ncl");
    expect(cutoffPath(trichy, cutoffCategoryOf("OPEN"))).toBe("/cutoffs/nit-trichy");
  });

  it("show one category and its PwD list a page: every seat of the institute on exactly one of them", () => {
    const table = shippedSeatTable();
    const seatsOf = (category: (typeof cutoffCategories)[number]) =>
      instituteCutoffs(table, "nit-trichy", category).flatMap((program) => program.seats);
    expect(new Set(seatsOf(cutoffCategoryBySlug("obc-ncl")!).map((seat) => seat.seatType))).toEqual(
      new Set(["OBC-NCL", "OBC-NCL (PwD)"]),
    );
    const shown = cutoffCategories.flatMap((category) => seatsOf(category).map((seat) => seat.key));
    const all = table.seats.filter((seat) => seat.institute.slug === "nit-trichy").map((seat) => seat.key);
    expect(shown.sort()).toEqual(all.sort());
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
