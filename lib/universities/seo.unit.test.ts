import { describe, expect, it } from "vitest";
import { findUniversityBySlug, universities } from "../../content/universities";
import { universityMetaDescription, universityPageTitle } from "./seo";

describe("university page titles and descriptions", () => {
  it("promise fees only with a tuition figure and intakes only with intake months, for every university", () => {
    for (const university of universities) {
      const title = universityPageTitle(university);
      expect(title.startsWith(`${university.name}: courses`), title).toBe(true);
      expect(title.includes("fees"), title).toBe(Boolean(university.tuition));
      expect(title.includes("intakes"), title).toBe(Boolean(university.intake));
    }
  });

  it("reads naturally with one, two or three facts", () => {
    const ucw = findUniversityBySlug("university-canada-west")!;
    expect(universityPageTitle(ucw)).toBe("University Canada West: courses and intakes");
    expect(universityPageTitle({ ...ucw, tuition: "CA$ 20,000 a year" })).toBe(
      "University Canada West: courses, fees and intakes",
    );
    expect(universityPageTitle({ ...ucw, intake: undefined })).toBe("University Canada West: courses");
  });

  it("describe each page with the start of the about text the page shows", () => {
    for (const university of universities) {
      const description = universityMetaDescription(university).replace(/…$/, "");
      expect(university.about.replace(/\s+/g, " ").startsWith(description), university.slug).toBe(true);
    }
  });
});
