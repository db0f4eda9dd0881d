import { describe, expect, it } from "vitest";
import { allColleges, collegesByCategory } from "../../content/colleges";
import { btechColleges } from "../../content/colleges/btech";
import { managementColleges } from "../../content/colleges/management";
import { medicalColleges } from "../../content/colleges/medical";
import { collegeCategories, type CollegeCategory } from "../../content/colleges/categories";
import {
  collegeRecordSchema,
  examsByCategory,
  feeRangeInLakh,
  feesAgree,
  type CollegeRecordInput,
} from "../../content/colleges/schema";

const rawLists: Record<CollegeCategory, readonly CollegeRecordInput[]> = {
  btech: btechColleges,
  medical: medicalColleges,
  management: managementColleges,
};

const minimumCounts: Record<CollegeCategory, number> = { btech: 37, medical: 36, management: 12 };

/** The "Read More" toggle appears for descriptions longer than this. */
const READ_MORE_AT = 220;

const normalise = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase();

/** Splits a description into sentences (ends at . ! or ? followed by a space). */
const sentencesOf = (s: string) =>
  s
    .split(/(?<=[.!?])\s+/)
    .map(normalise)
    .filter((sentence) => sentence.length > 0);

function duplicates<T>(values: T[]): T[] {
  const seen = new Set<T>();
  const dupes = new Set<T>();
  for (const v of values) (seen.has(v) ? dupes : seen).add(v);
  return [...dupes];
}

describe("college records", () => {
  it.each(collegeCategories)("every raw %s record passes collegeRecordSchema", (category) => {
    for (const record of rawLists[category]) {
      const result = collegeRecordSchema.safeParse(record);
      expect(result.success, `${record.slug}: ${result.error?.message ?? ""}`).toBe(true);
    }
  });

  it.each(collegeCategories)("%s records all carry their own category", (category) => {
    const wrong = collegesByCategory[category].filter((c) => c.category !== category).map((c) => c.slug);
    expect(wrong).toEqual([]);
  });

  it.each(collegeCategories)("%s has at least the required number of colleges", (category) => {
    expect(collegesByCategory[category].length).toBeGreaterThanOrEqual(minimumCounts[category]);
  });

  it("slugs are unique across the whole directory", () => {
    expect(duplicates(allColleges.map((c) => c.slug))).toEqual([]);
  });

  it("names are unique across the whole directory", () => {
    expect(duplicates(allColleges.map((c) => normalise(c.name)))).toEqual([]);
  });

  it.each(collegeCategories)("NIRF ranks are unique and ascending within %s", (category) => {
    const ranks = collegesByCategory[category].map((c) => c.nirfRank);
    expect(duplicates(ranks)).toEqual([]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it("every exam is valid for the college's category", () => {
    const invalid = allColleges.flatMap((c) =>
      c.exams.filter((exam) => !examsByCategory[c.category].includes(exam)).map((exam) => `${c.slug}: ${exam}`),
    );
    expect(invalid).toEqual([]);
  });

  it("medical colleges admit through NEET UG only", () => {
    const notNeet = collegesByCategory.medical.filter((c) => c.exams.join() !== "NEET UG").map((c) => c.slug);
    expect(notNeet).toEqual([]);
  });

  it("IITs take JEE Advanced and NITs take JEE Main", () => {
    const btech = collegesByCategory.btech;
    const iits = btech.filter((c) => c.name.startsWith("Indian Institute of Technology"));
    const nits = btech.filter((c) => c.name.startsWith("National Institute of Technology"));
    expect(iits.length).toBeGreaterThan(0);
    expect(nits.length).toBeGreaterThan(0);
    expect(iits.filter((c) => !c.exams.includes("JEE Advanced")).map((c) => c.slug)).toEqual([]);
    expect(nits.filter((c) => !c.exams.includes("JEE Main")).map((c) => c.slug)).toEqual([]);
  });

  it("totalFeesLakh agrees with the fees text", () => {
    const disagree = allColleges
      .filter((c) => !feesAgree(c.fees, c.totalFeesLakh))
      .map((c) => `${c.slug}: ${c.fees} vs ${c.totalFeesLakh}`);
    expect(disagree).toEqual([]);
  });

  it("ratings sit in the honest 3.5–4.9 band with one decimal", () => {
    const out = allColleges.filter((c) => c.rating < 3.5 || c.rating > 4.9 || Math.round(c.rating * 10) !== c.rating * 10);
    expect(out.map((c) => `${c.slug}: ${c.rating}`)).toEqual([]);
  });
});

describe("college descriptions", () => {
  it("no two descriptions are equal (ignoring case and whitespace)", () => {
    expect(duplicates(allColleges.map((c) => normalise(c.description)))).toEqual([]);
  });

  it("no two descriptions share a sentence", () => {
    const owner = new Map<string, string>();
    const shared: string[] = [];
    for (const c of allColleges) {
      for (const sentence of new Set(sentencesOf(c.description))) {
        const first = owner.get(sentence);
        if (first && first !== c.slug) shared.push(`${first} & ${c.slug}: "${sentence}"`);
        else owner.set(sentence, c.slug);
      }
    }
    expect(shared).toEqual([]);
  });

  it("descriptions are 120–600 characters", () => {
    const out = allColleges.filter((c) => c.description.length < 120 || c.description.length > 600);
    expect(out.map((c) => `${c.slug}: ${c.description.length}`)).toEqual([]);
  });

  it.each(collegeCategories)("%s has both long (Read More) and short descriptions", (category) => {
    const list = collegesByCategory[category];
    const long = list.filter((c) => c.description.length > READ_MORE_AT).length;
    const short = list.filter((c) => c.description.length < READ_MORE_AT).length;
    expect(long).toBeGreaterThan(0);
    expect(short).toBeGreaterThan(0);
  });

  it("roughly two thirds of all descriptions are long enough to show Read More", () => {
    const share = allColleges.filter((c) => c.description.length > READ_MORE_AT).length / allColleges.length;
    expect(share).toBeGreaterThanOrEqual(0.55);
    expect(share).toBeLessThanOrEqual(0.8);
  });
});

describe("college locations (spot checks)", () => {
  const find = (category: CollegeCategory, shortName: string) => {
    const college = collegesByCategory[category].find((c) => c.shortName === shortName);
    if (!college) throw new Error(`${shortName} is missing from ${category}`);
    return college;
  };

  it("IIT Kharagpur is in Kharagpur, West Bengal", () => {
    const c = find("btech", "IIT Kharagpur");
    expect([c.city, c.state]).toEqual(["Kharagpur", "West Bengal"]);
  });

  it("IIM Ahmedabad is in Ahmedabad, Gujarat", () => {
    const c = find("management", "IIM Ahmedabad");
    expect([c.city, c.state]).toEqual(["Ahmedabad", "Gujarat"]);
  });

  it("IIM Udaipur is in Udaipur, Rajasthan", () => {
    const c = find("management", "IIM Udaipur");
    expect([c.city, c.state]).toEqual(["Udaipur", "Rajasthan"]);
  });

  it("an IIT, IIM, NIT or AIIMS named after a city is located in that city", () => {
    // Old or short city names used in institute names, and campuses outside the city limits.
    const cityFor: Record<string, string[]> = {
      Madras: ["Chennai"],
      Bombay: ["Mumbai"],
      Calcutta: ["Kolkata"],
      Bangalore: ["Bengaluru"],
      Trichy: ["Tiruchirappalli"],
      Calicut: ["Kozhikode"],
      Ropar: ["Rupnagar"],
      Delhi: ["New Delhi"],
      Hyderabad: ["Sangareddy"],
    };
    const mismatched = allColleges.flatMap((c) => {
      const m = /^(?:IIT|IIM|NIT|AIIMS) ([A-Z][a-z]+)$/.exec(c.shortName);
      if (!m?.[1]) return [];
      const expected = cityFor[m[1]] ?? [m[1]];
      return expected.includes(c.city) ? [] : [`${c.shortName} is in ${c.city}`];
    });
    expect(mismatched).toEqual([]);
  });
});

describe("collegeRecordSchema rules", () => {
  const valid: CollegeRecordInput = {
    slug: "sample-college",
    name: "Sample College of Medicine",
    shortName: "Sample Medical",
    category: "medical",
    nirfRank: 99,
    city: "Pune",
    state: "Maharashtra",
    rating: 4.1,
    fees: "₹70–80 lakh (4.5 years)",
    totalFeesLakh: 75,
    avgPackage: "₹9 LPA",
    accreditation: "NAAC A",
    exams: ["NEET UG"],
    description:
      "A placeholder description that is long enough to satisfy the minimum length rule of the schema, used only to test validation.",
    established: 1990,
  };

  it("accepts a well-formed record", () => {
    expect(collegeRecordSchema.safeParse(valid).success).toBe(true);
  });

  it("rejects an exam from another category (XAT for a medical college)", () => {
    expect(collegeRecordSchema.safeParse({ ...valid, exams: ["NEET UG", "XAT"] }).success).toBe(false);
  });

  it("rejects fees that disagree with totalFeesLakh", () => {
    expect(collegeRecordSchema.safeParse({ ...valid, totalFeesLakh: 9 }).success).toBe(false);
  });

  it("rejects a non-kebab slug, an unknown state, extra keys and a two-decimal rating", () => {
    expect(collegeRecordSchema.safeParse({ ...valid, slug: "Sample_College" }).success).toBe(false);
    expect(collegeRecordSchema.safeParse({ ...valid, state: "Bombay" }).success).toBe(false);
    expect(collegeRecordSchema.safeParse({ ...valid, imageUrl: "x" }).success).toBe(false);
    expect(collegeRecordSchema.safeParse({ ...valid, rating: 4.25 }).success).toBe(false);
  });

  it("reads fee ranges in rupees, lakh and crore", () => {
    expect(feeRangeInLakh("₹8.5–10 lakh (4 years)")).toEqual([8.5, 10]);
    expect(feeRangeInLakh("₹1.1–1.2 crore (4.5 years)")).toEqual([110, 120]);
    expect(feeRangeInLakh("₹40,000–₹60,000 (4.5 years)")).toEqual([0.4, 0.6]);
    expect(feeRangeInLakh("₹22 lakh (4 years)")).toEqual([22, 22]);
    expect(feeRangeInLakh("Free")).toBeNull();
  });
});
