import { describe, expect, it } from "vitest";
import { backtest } from "./backtest-figures";
import { learnChanges } from "./chance";
import { leftOut, predict } from "./predict";
import { profileSchema, type Profile } from "./profile";
import { parsePredictorQuery } from "./search";
import { shippedSeatTable } from "./shipped";

// The shipped JoSAA years, hand-checked rows from SOURCES.md's spot checks.
const table = shippedSeatTable();
const model = learnChanges(table);
const CSE = "Computer Science and Engineering (4 Years, Bachelor of Technology)";

function seatOf(profile: Partial<Profile>, slug: string, quota: string, seatType = "OPEN", gender = "Gender-Neutral") {
  const full: Profile = { mainRank: 100_000, category: "OPEN", gender: "male", homeState: "Bihar", ...profile };
  return predict(table, model, backtest.thresholds, full).find(
    ({ seat }) =>
      seat.institute.slug === slug &&
      seat.program === CSE &&
      seat.quota === quota &&
      seat.seatType === seatType &&
      seat.gender === gender,
  );
}

describe("predict against JoSAA 2025's final round", () => {
  it("IIT Bombay CSE (AI, OPEN, gender-neutral) closed at JEE Advanced rank 66", () => {
    expect(
      table.seats.find((seat) => seat.key === `iit-bombay|${CSE}|AI|OPEN|Gender-Neutral`)?.finals.get(2025)?.closingRank,
    ).toBe(66);
    expect(seatOf({ mainRank: 200, advancedRank: 20 }, "iit-bombay", "AI")).toMatchObject({
      chance: "likely",
      rank: 20,
      rankBasis: "advanced",
    });
    expect(seatOf({ mainRank: 3000, advancedRank: 1000 }, "iit-bombay", "AI")).toBeUndefined();
    // Without a JEE Advanced rank no IIT seat is judged, however good the JEE Main rank.
    expect(seatOf({ mainRank: 10 }, "iit-bombay", "AI")).toBeUndefined();
  });

  it("IIT Bombay CSE (AI, OBC-NCL, gender-neutral) closed at 54 on JEE Advanced's OBC-NCL list: judged on the Advanced category rank", () => {
    expect(
      table.seats.find((seat) => seat.key === `iit-bombay|${CSE}|AI|OBC-NCL|Gender-Neutral`)?.finals.get(2025)?.closingRank,
    ).toBe(54);
    const obc = { mainRank: 5000, category: "OBC-NCL", categoryRank: 1200, advancedRank: 2000 } as const;
    expect(seatOf({ ...obc, advancedCategoryRank: 15 }, "iit-bombay", "AI", "OBC-NCL")).toMatchObject({
      chance: "likely",
      rank: 15,
      rankBasis: "advancedCategory",
    });
    expect(seatOf({ ...obc, advancedCategoryRank: 300 }, "iit-bombay", "AI", "OBC-NCL")?.chance).toBe("unlikely");
    // Neither the JEE Main category rank nor the Advanced rank stands in for the Advanced category rank.
    expect(seatOf({ ...obc, categoryRank: 15 }, "iit-bombay", "AI", "OBC-NCL")).toBeUndefined();
    expect(leftOut({ ...obc, gender: "male", homeState: "Bihar" })).toEqual([
      expect.objectContaining({ field: "advancedCategoryRank" }),
    ]);
    // Another category's IIT seats stay out of reach.
    expect(seatOf({ ...obc, category: "SC", advancedCategoryRank: 15 }, "iit-bombay", "AI", "OBC-NCL")).toBeUndefined();
  });

  it("a rank just past the closing rank is not likely; one well past it is unlikely or not listed", () => {
    const near = seatOf({ mainRank: 200, advancedRank: 75 }, "iit-bombay", "AI");
    expect(near?.chance).not.toBe("likely");
    expect(seatOf({ mainRank: 900, advancedRank: 300 }, "iit-bombay", "AI")?.chance).toBe("unlikely");
  });

  it("NIT Trichy CSE, other-state quota, closed at JEE Main rank 1,449: for a student from outside Tamil Nadu only", () => {
    expect(seatOf({ mainRank: 600 }, "nit-trichy", "OS")).toMatchObject({ chance: "likely", rank: 600, rankBasis: "main" });
    const outside = seatOf({ mainRank: 40_000 }, "nit-trichy", "OS");
    expect(outside === undefined || outside.chance === "unlikely").toBe(true);
    // A Tamil Nadu student is judged on the home-state seat, never the other-state one.
    expect(seatOf({ mainRank: 600, homeState: "Tamil Nadu" }, "nit-trichy", "OS")).toBeUndefined();
    expect(seatOf({ mainRank: 600, homeState: "Tamil Nadu" }, "nit-trichy", "HS")).toMatchObject({ chance: "likely" });
    expect(seatOf({ mainRank: 600, homeState: "Bihar" }, "nit-trichy", "HS")).toBeUndefined();
  });

  it("female-only seats for a female student only; a category's seats on the category rank", () => {
    expect(
      seatOf({ mainRank: 600, gender: "male" }, "nit-trichy", "OS", "OPEN", "Female-only (including Supernumerary)"),
    ).toBeUndefined();
    expect(
      seatOf({ mainRank: 600, gender: "female" }, "nit-trichy", "OS", "OPEN", "Female-only (including Supernumerary)"),
    ).toBeDefined();
    const obc = seatOf({ mainRank: 50_000, category: "OBC-NCL", categoryRank: 300 }, "nit-trichy", "OS", "OBC-NCL");
    expect(obc).toMatchObject({ rank: 300, rankBasis: "category", chance: "likely" });
    expect(seatOf({ mainRank: 50_000, category: "SC", categoryRank: 300 }, "nit-trichy", "OS", "OBC-NCL")).toBeUndefined();
  });

  it("lists nothing for a profile beyond every closing rank", () => {
    expect(
      predict(table, model, backtest.thresholds, { mainRank: 1_999_999, category: "OPEN", gender: "male", homeState: "Delhi" }),
    ).toEqual([]);
  });
});

describe("the profile's checks name the field", () => {
  const errors = (query: Record<string, string>) => {
    const parsed = parsePredictorQuery(new URLSearchParams(query));
    return parsed.ok ? {} : parsed.errors;
  };
  const good = { mainRank: "15000", category: "OBC-NCL", categoryRank: "4000", gender: "female", homeState: "Kerala" };

  it("accepts a whole profile", () => {
    expect(profileSchema.safeParse(good).success).toBe(true);
    expect(parsePredictorQuery(new URLSearchParams({ ...good, sort: "closing", type: "NIT" })).ok).toBe(true);
  });

  it("refuses ranks that are not positive whole numbers, a category rank above the main rank, an unknown category or state", () => {
    expect(Object.keys(errors({ ...good, mainRank: "-5" }))).toEqual(["mainRank"]);
    expect(Object.keys(errors({ ...good, mainRank: "12.5" }))).toEqual(["mainRank"]);
    expect(Object.keys(errors({ ...good, advancedRank: "abc" }))).toEqual(["advancedRank"]);
    expect(errors({ ...good, categoryRank: "16000" })).toEqual({ categoryRank: "categoryRank cannot be larger than mainRank." });
    expect(Object.keys(errors({ ...good, category: "GENERAL" }))).toEqual(["category"]);
    expect(Object.keys(errors({ ...good, homeState: "Atlantis" }))).toEqual(["homeState"]);
    expect(Object.keys(errors({ ...good, categoryRank: "" }))).toEqual(["categoryRank"]);
    expect(Object.keys(errors({ ...good, sort: "random" }))).toEqual(["sort"]);
  });

  it("takes a JEE Advanced category rank only with a reserved category and an Advanced rank it does not exceed", () => {
    expect(parsePredictorQuery(new URLSearchParams({ ...good, advancedRank: "9000", advancedCategoryRank: "2000" })).ok).toBe(
      true,
    );
    expect(Object.keys(errors({ ...good, advancedRank: "9000", advancedCategoryRank: "0" }))).toEqual(["advancedCategoryRank"]);
    expect(Object.keys(errors({ ...good, advancedRank: "9000", advancedCategoryRank: "2.5" }))).toEqual(["advancedCategoryRank"]);
    expect(errors({ ...good, advancedRank: "9000", advancedCategoryRank: "9001" })).toEqual({
      advancedCategoryRank: "advancedCategoryRank cannot be larger than advancedRank.",
    });
    expect(errors({ ...good, advancedCategoryRank: "2000" })).toEqual({
      advancedCategoryRank: "advancedCategoryRank needs advancedRank (the JEE Advanced rank) too.",
    });
    expect(errors({ ...good, category: "OPEN", categoryRank: "", advancedRank: "9000", advancedCategoryRank: "2000" })).toEqual({
      advancedCategoryRank: "advancedCategoryRank is only for a category other than OPEN.",
    });
  });
});
