import { describe, expect, it } from "vitest";
import { findUniversityBySlug, universities, universitiesByCountry } from "../../content/universities";
import {
  contrastWithWhite,
  countryKeys,
  countryLabels,
  MIN_BADGE_CONTRAST,
  universitySchema,
  type CountryKey,
} from "../../content/university-schema";

// The partner universities the consultancy's previous site listed (issue 13), not the
// specification's "4 in Canada", which came from a list that no longer holds.
const partners: Record<CountryKey, string[]> = {
  uk: [
    "University of Birmingham",
    "Coventry University",
    "University of Greenwich",
    "Middlesex University",
    "Heriot-Watt University",
    "Aston University",
  ],
  usa: ["Florida International University", "Auburn University", "Roosevelt University"],
  germany: ["Ludwig Maximilian University of Munich", "Heidelberg University"],
  canada: ["University Canada West", "Great Plains College", "Parkland College"],
  australia: ["Parklands Christian College", "The University of Melbourne", "Monash University"],
};

const normalise = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase();

function duplicates<T>(values: T[]): T[] {
  const seen = new Set<T>();
  const dupes = new Set<T>();
  for (const v of values) (seen.has(v) ? dupes : seen).add(v);
  return [...dupes];
}

describe("university records", () => {
  it("every record passes universitySchema", () => {
    for (const u of universities) {
      const result = universitySchema.safeParse(u);
      expect(result.success, `${u.slug}: ${result.error?.message ?? ""}`).toBe(true);
    }
  });

  it.each(countryKeys)("%s lists exactly the partner universities, in order", (country) => {
    expect(universitiesByCountry[country].map((u) => u.name)).toEqual(partners[country]);
  });

  it("places each partner where it is", () => {
    const location = (slug: string) => findUniversityBySlug(slug)?.location;
    expect(location("middlesex-university")).toBe("London, United Kingdom");
    expect(location("heriot-watt-university")).toBe("Edinburgh, United Kingdom");
    expect(location("aston-university")).toBe("Birmingham, United Kingdom");
    expect(location("university-canada-west")).toBe("Vancouver, British Columbia, Canada");
    expect(location("great-plains-college")).toBe("Swift Current, Saskatchewan, Canada");
    expect(location("parkland-college")).toBe("Yorkton, Saskatchewan, Canada");
    expect(location("parklands-christian-college")).toBe("Park Ridge, Queensland, Australia");
  });

  it("universitiesByCountry groups every university under its own country, once", () => {
    for (const country of countryKeys) {
      expect(universitiesByCountry[country].every((u) => u.country === country)).toBe(true);
    }
    const grouped = countryKeys.reduce((n, c) => n + universitiesByCountry[c].length, 0);
    expect(grouped).toBe(universities.length);
  });

  it("slugs and names are unique", () => {
    expect(duplicates(universities.map((u) => u.slug))).toEqual([]);
    expect(duplicates(universities.map((u) => normalise(u.name)))).toEqual([]);
  });

  it("no two abouts are equal (ignoring case and whitespace)", () => {
    expect(duplicates(universities.map((u) => normalise(u.about)))).toEqual([]);
  });

  it("every university has an about of 200–600 characters, and a website is https", () => {
    for (const u of universities) {
      expect(u.about.length, u.slug).toBeGreaterThanOrEqual(200);
      expect(u.about.length, u.slug).toBeLessThanOrEqual(600);
      if (u.website) expect(new URL(u.website).protocol, u.slug).toBe("https:");
    }
  });

  it("websites are unique", () => {
    const hosts = universities.flatMap((u) => (u.website ? [new URL(u.website).hostname] : []));
    expect(duplicates(hosts)).toEqual([]);
  });

  it("locations end with the country label", () => {
    const wrong = universities.filter((u) => !u.location.endsWith(`, ${countryLabels[u.country]}`));
    expect(wrong.map((u) => `${u.slug}: ${u.location}`)).toEqual([]);
  });

  it("badge colours give white text at least 4.5:1 contrast", () => {
    const low = universities.filter((u) => contrastWithWhite(u.badge.color) < MIN_BADGE_CONTRAST);
    expect(low.map((u) => `${u.slug}: ${u.badge.color}`)).toEqual([]);
  });

  it("UK tuition is quoted in pounds per year and UK intakes include September and January", () => {
    for (const u of universitiesByCountry.uk) {
      expect(u.tuition, u.slug).toMatch(/^£[\d,]+–£[\d,]+ per year$/);
      expect(u.intake, u.slug).toEqual(expect.arrayContaining(["September", "January"]));
    }
  });
});

describe("university lookups", () => {
  it("finds every university by its slug", () => {
    for (const u of universities) expect(findUniversityBySlug(u.slug)).toBe(u);
    expect(findUniversityBySlug("no-such-university")).toBeUndefined();
  });
});

describe("universitySchema rules", () => {
  const first = universities[0];
  if (!first) throw new Error("no universities");

  it("rejects a badge colour that is too light for white text", () => {
    expect(universitySchema.safeParse({ ...first, badge: { initials: "UH", color: "#f5c518" } }).success).toBe(false);
  });

  it("rejects lower-case or over-long initials, http websites and unknown months", () => {
    expect(universitySchema.safeParse({ ...first, badge: { ...first.badge, initials: "uh" } }).success).toBe(false);
    expect(universitySchema.safeParse({ ...first, badge: { ...first.badge, initials: "ABCDE" } }).success).toBe(false);
    expect(universitySchema.safeParse({ ...first, website: "http://example.ac.uk" }).success).toBe(false);
    expect(universitySchema.safeParse({ ...first, intake: ["Sept"] }).success).toBe(false);
    expect(universitySchema.safeParse({ ...first, intake: [] }).success).toBe(false);
  });

  it("rejects a location that does not match the country", () => {
    expect(universitySchema.safeParse({ ...first, location: "London, USA" }).success).toBe(false);
  });
});
