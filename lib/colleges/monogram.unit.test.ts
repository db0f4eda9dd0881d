import { describe, expect, it } from "vitest";
import { allColleges } from "../../content/colleges";
import { contrastWithWhite } from "../../content/university-schema";
import { monogramColour, monogramInitials, monogramPalette } from "./monogram";

describe("college monograms", () => {
  it("keeps a leading acronym, else takes the initials of up to three words", () => {
    expect(monogramInitials("IIT Madras")).toBe("IIT");
    expect(monogramInitials("AIIMS Delhi")).toBe("AIIMS");
    expect(monogramInitials("JIPMER Puducherry")).toBe("JIPMER");
    expect(monogramInitials("Jadavpur University")).toBe("JU");
    expect(monogramInitials("St. John's Bengaluru")).toBe("SJB");
    expect(monogramInitials("Madras Medical College")).toBe("MMC");
    expect(monogramInitials("School of Business and Management Studies")).toBe("SBM");
  });

  it("gives every college 1 to 6 letters", () => {
    for (const college of allColleges) expect(monogramInitials(college.shortName), college.slug).toMatch(/^[\p{Lu}\p{N}]{1,6}$/u);
  });

  it("uses only colours on which white text reaches 4.5:1", () => {
    for (const colour of monogramPalette) expect(contrastWithWhite(colour), colour).toBeGreaterThanOrEqual(4.5);
  });

  it("picks the same colour for the same slug, and spreads colours across the directory", () => {
    // Pinned (FNV-1a of the slug, computed apart from this code): a colour that changed between
    // renders, builds or releases would fail here.
    expect(["iit-madras", "aiims-delhi", "jadavpur-university"].map(monogramColour)).toEqual(["#7c2d12", "#12467a", "#365314"]);
    const used = new Set(allColleges.map((college) => monogramColour(college.slug)));
    expect(used.size).toBeGreaterThanOrEqual(monogramPalette.length - 2);
  });
});
