import { describe, expect, it } from "vitest";
import { universities } from "../../content/universities";
import { countryFromName, findUniversityByName, oldUniversityLinkTarget } from "./old-links";
import { studyAbroadPath } from "./seo";

/** The path segment an old link carries: the name as the old site wrote it, URL-encoded. */
const oldLink = (name: string) => encodeURIComponent(name);

describe("findUniversityByName", () => {
  it("finds every university by its name and aliases, whatever the case, spacing and punctuation", () => {
    for (const u of universities) {
      for (const name of [u.name, ...(u.aliases ?? [])]) {
        expect(findUniversityByName(name)).toBe(u);
        expect(findUniversityByName(`  ${name.toUpperCase().replace(/ /g, "  ")} `)).toBe(u);
      }
    }
  });

  it("finds the names the previous site wrote", () => {
    expect(findUniversityByName("HERIOT WATT University")?.slug).toBe("heriot-watt-university");
    expect(findUniversityByName("Aston")?.slug).toBe("aston-university");
    expect(findUniversityByName("MONASH University")?.slug).toBe("monash-university");
    expect(findUniversityByName("University of Melbourne")?.slug).toBe("university-of-melbourne");
    expect(findUniversityByName("LMU Munich")?.slug).toBe("ludwig-maximilian-university-of-munich");
    expect(findUniversityByName("Ludwig-Maximilians-Universitat Munchen")?.slug).toBe("ludwig-maximilian-university-of-munich");
  });

  it("does not match a part of a name or nothing at all", () => {
    expect(findUniversityByName("Heriot")).toBeUndefined();
    expect(findUniversityByName("University")).toBeUndefined();
    expect(findUniversityByName("")).toBeUndefined();
  });
});

describe("countryFromName", () => {
  it("tells the country from the places in a name", () => {
    expect(countryFromName("University of Toronto")).toBe("canada");
    expect(countryFromName("University of British Columbia")).toBe("canada");
    expect(countryFromName("Technical University of Munich")).toBe("germany");
    expect(countryFromName("Universität Hamburg")).toBe("germany");
    expect(countryFromName("arizona-state-university")).toBe("usa");
    expect(countryFromName("University of Alabama at Birmingham")).toBe("usa");
    expect(countryFromName("University of Hertfordshire")).toBe("uk");
    expect(countryFromName("The University of Sydney")).toBe("australia");
  });

  it("says nothing when the name does not tell", () => {
    expect(countryFromName("De Montfort University")).toBeUndefined();
    expect(countryFromName("British University in Dubai")).toBeUndefined();
    // A place must be a whole word: "Perthshire" is not Perth, "Bonnie" not Bonn.
    expect(countryFromName("Perthshire College")).toBeUndefined();
    expect(countryFromName("Bonnie Doon Academy")).toBeUndefined();
  });
});

describe("oldUniversityLinkTarget", () => {
  it("sends a listed university's old link to its page", () => {
    expect(oldUniversityLinkTarget(oldLink("HERIOT WATT University"))).toBe("/university/heriot-watt-university");
    expect(oldUniversityLinkTarget(oldLink("Aston"))).toBe("/university/aston-university");
    expect(oldUniversityLinkTarget(oldLink("MONASH University"))).toBe("/university/monash-university");
    expect(oldUniversityLinkTarget(oldLink("Great Plains College"))).toBe("/university/great-plains-college");
  });

  it("sends an unlisted name to the study-abroad page, on its country's tab when the name tells it", () => {
    expect(oldUniversityLinkTarget(oldLink("University of Toronto"))).toBe("/aboradstudy?country=canada");
    expect(oldUniversityLinkTarget(oldLink("RWTH Aachen University"))).toBe("/aboradstudy?country=germany");
    expect(oldUniversityLinkTarget(oldLink("University of East London"))).toBe("/aboradstudy");
    expect(oldUniversityLinkTarget(oldLink("De Montfort University"))).toBe("/aboradstudy");
    expect(oldUniversityLinkTarget("university-of-toronto")).toBe("/aboradstudy?country=canada");
  });

  it("leaves an unknown slug of this site's own form unresolved (a 404), and survives bad encoding", () => {
    expect(oldUniversityLinkTarget("no-such-university")).toBeUndefined();
    expect(oldUniversityLinkTarget("%E0%A4%A")).toBe("/aboradstudy");
  });
});

describe("studyAbroadPath", () => {
  it("leaves the default tab out of the URL", () => {
    expect(studyAbroadPath()).toBe("/aboradstudy");
    expect(studyAbroadPath("uk")).toBe("/aboradstudy");
    expect(studyAbroadPath("australia")).toBe("/aboradstudy?country=australia");
  });
});
