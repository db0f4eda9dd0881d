import { describe, expect, it } from "vitest";
import { allColleges } from "../../content/colleges";
import {
  canonicalDirectorySearch,
  collegeChatHref,
  collegeTabPath,
  defaultDirectoryQuery,
  directoryQueryFromSearchParams,
  descriptionPreview,
  directoryFacets,
  directoryQueryToSearch,
  feeBands,
  hasActiveFilters,
  parseDirectoryQuery,
  selectColleges,
  type DirectoryCollege,
  type DirectoryQuery,
} from "./directory";

// The real directory, in the shape the page sends to the browser.
const colleges: DirectoryCollege[] = allColleges.map((college) => ({
  slug: college.slug,
  name: college.name,
  shortName: college.shortName,
  category: college.category,
  nirfRank: college.nirfRank,
  city: college.city,
  state: college.state,
  rating: college.rating,
  fees: college.fees,
  totalFeesLakh: college.totalFeesLakh,
  avgPackage: college.avgPackage,
  accreditation: college.accreditation,
  exams: college.exams,
  branches: college.branches ?? [],
  affiliation: college.affiliation ?? null,
  description: college.description,
}));

const view = (patch: Partial<DirectoryQuery>): DirectoryQuery => ({ ...defaultDirectoryQuery, ...patch });
const params = (search: string) => new URLSearchParams(search);
const slugs = (list: DirectoryCollege[]) => list.map((college) => college.slug);

describe("the directory URL", () => {
  it("defaults to B.Tech by NIRF rank with no filters", () => {
    expect(parseDirectoryQuery(params(""))).toEqual(defaultDirectoryQuery);
  });

  it("reads every parameter", () => {
    expect(
      parseDirectoryQuery(params("tab=medical&q=aiims&state=Delhi&city=New+Delhi&fees=under-1&exam=NEET+UG&sort=rating")),
    ).toEqual({
      tab: "medical",
      q: "aiims",
      state: "Delhi",
      city: "New Delhi",
      fees: "under-1",
      exam: "NEET UG",
      sort: "rating",
    });
  });

  it("falls back to defaults for unknown values instead of failing", () => {
    expect(parseDirectoryQuery(params("tab=law&sort=cheapest&fees=free"))).toEqual(defaultDirectoryQuery);
    expect(parseDirectoryQuery(params("tab=MEDICAL")).tab).toBe("btech");
  });

  it("reads a repeated parameter by its last value, as the server's rewrites do", () => {
    expect(parseDirectoryQuery(params("tab=medical&tab=management&sort=rating&sort=fees-asc"))).toMatchObject({
      tab: "management",
      sort: "fees-asc",
    });
  });

  it("reads a page's searchParams the same way as the browser's query string", () => {
    expect(directoryQueryFromSearchParams({ tab: ["btech", "medical"], state: "Kerala", q: undefined })).toEqual(
      parseDirectoryQuery(params("tab=btech&tab=medical&state=Kerala")),
    );
  });

  it("gives each tab one public URL: the default tab is the directory itself", () => {
    expect(collegeTabPath("btech")).toBe("/admisson");
    expect(collegeTabPath("medical")).toBe("/admisson?tab=medical");
  });

  it("caps the search text a link can carry", () => {
    expect(parseDirectoryQuery(params(`q=${"x".repeat(500)}`)).q).toHaveLength(100);
  });

  it("writes only what differs from the defaults, and always the tab", () => {
    expect(directoryQueryToSearch(defaultDirectoryQuery)).toBe("?tab=btech");
    expect(directoryQueryToSearch(view({ tab: "management", sort: "fees-asc", q: "  iim  " }))).toBe(
      "?tab=management&q=iim&sort=fees-asc",
    );
  });

  it("round-trips every view through the URL", () => {
    const original = view({
      tab: "medical",
      q: "christian",
      state: "Punjab",
      city: "Ludhiana",
      fees: "25-50",
      exam: "NEET UG",
      sort: "fees-desc",
    });
    expect(parseDirectoryQuery(params(directoryQueryToSearch(original).slice(1)))).toEqual(original);
  });

  it("writes one string for every address of a view, as the server writes the view it rendered", () => {
    expect(canonicalDirectorySearch("")).toBe(directoryQueryToSearch(defaultDirectoryQuery));
    expect(canonicalDirectorySearch("?tab=btech&sort=rank")).toBe(canonicalDirectorySearch(""));
    expect(canonicalDirectorySearch("?sort=rating&state=Kerala&tab=medical")).toBe("?tab=medical&state=Kerala&sort=rating");
    expect(canonicalDirectorySearch("?tab=medical&state=Kerala&utm_source=ad")).toBe(
      directoryQueryToSearch(directoryQueryFromSearchParams({ state: "Kerala", tab: "medical", utm_source: "ad" })),
    );
    expect(canonicalDirectorySearch("?tab=medical")).not.toBe(canonicalDirectorySearch("?tab=management"));
  });

  it("counts search and filters as active, not the tab or the sort", () => {
    expect(hasActiveFilters(view({ tab: "medical", sort: "rating" }))).toBe(false);
    expect(hasActiveFilters(view({ exam: "CAT" }))).toBe(true);
  });
});

describe("selectColleges", () => {
  it("shows only the chosen tab, best NIRF rank first", () => {
    for (const tab of ["btech", "medical", "management"] as const) {
      const shown = selectColleges(colleges, view({ tab }));
      expect(shown.length).toBe(colleges.filter((c) => c.category === tab).length);
      expect(shown.every((c) => c.category === tab)).toBe(true);
      const ranks = shown.map((c) => c.nirfRank);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
  });

  it("searches name, short name, place and exam by word starts, ignoring case and punctuation", () => {
    expect(slugs(selectColleges(colleges, view({ q: "iit madras" })))).toEqual(["iit-madras"]);
    expect(slugs(selectColleges(colleges, view({ q: "IIT  BHU" })))).toEqual(["iit-bhu-varanasi", "iit-bhubaneswar"]);
    expect(slugs(selectColleges(colleges, view({ q: "iit madr" })))).toEqual(["iit-madras"]);
    const kerala = selectColleges(colleges, view({ q: "kerala" }));
    expect(kerala.length).toBeGreaterThan(1);
    expect(kerala.every((c) => c.state === "Kerala")).toBe(true);
    expect(slugs(selectColleges(colleges, view({ tab: "management", q: "xat" })))).toEqual(["xlri-jamshedpur"]);
    expect(selectColleges(colleges, view({ q: "no such college anywhere" }))).toEqual([]);
  });

  it("finds colleges by the course they teach, however the course is written", () => {
    const medical = selectColleges(colleges, view({ tab: "medical" }));
    expect(medical.length).toBeGreaterThan(0);
    expect(selectColleges(colleges, view({ tab: "medical", q: "MBBS" }))).toEqual(medical);
    const btech = selectColleges(colleges, view({ tab: "btech" }));
    for (const q of ["B.Tech", "btech", "B Tech", "engineering"]) expect(selectColleges(colleges, view({ q }))).toEqual(btech);
    const management = selectColleges(colleges, view({ tab: "management" }));
    expect(selectColleges(colleges, view({ tab: "management", q: "mba" }))).toEqual(management);
    expect(slugs(selectColleges(colleges, view({ tab: "management", q: "ipm" })))).toEqual(
      slugs(management.filter((college) => college.exams.includes("IPMAT"))),
    );
    expect(selectColleges(colleges, view({ tab: "btech", q: "MBBS" }))).toEqual([]);
  });

  it("finds colleges by branch and affiliating university, full names and short forms alike", () => {
    const btech = selectColleges(colleges, view({ tab: "btech" }));
    const teaching = (branch: string) => slugs(btech.filter((college) => college.branches.includes(branch)));
    const cse = teaching("Computer Science and Engineering");
    expect(cse.length).toBeGreaterThan(30);
    expect(cse).not.toContain("iist-thiruvananthapuram");
    for (const q of ["CSE", "cse", "Computer Science"]) expect(slugs(selectColleges(colleges, view({ q })))).toEqual(cse);
    expect(slugs(selectColleges(colleges, view({ q: "ECE" })))).toEqual(teaching("Electronics and Communication Engineering"));
    expect(slugs(selectColleges(colleges, view({ q: "ECE" })))).toContain("iiit-hyderabad");
    expect(slugs(selectColleges(colleges, view({ q: "CSE Tamil Nadu" })))).toEqual(
      slugs(selectColleges(colleges, view({ state: "Tamil Nadu" }))).filter((slug) => cse.includes(slug)),
    );

    const delhiUniversity = ["maulana-azad-medical-college", "lady-hardinge-medical-college", "ucms-delhi"];
    for (const q of ["DU", "University of Delhi", "delhi university"]) {
      expect(
        slugs(selectColleges(colleges, view({ tab: "medical", q })))
          .filter((slug) => delhiUniversity.includes(slug))
          .sort(),
      ).toEqual([...delhiUniversity].sort());
    }
    expect(slugs(selectColleges(colleges, view({ tab: "medical", q: "RGUHS" })))).toEqual(["st-johns-bengaluru"]);
    // A short form nobody listed has: nothing, rather than everything.
    expect(selectColleges(colleges, view({ q: "AKTU" }))).toEqual([]);
  });

  it("finds colleges by the short names of their state and the other names of their city", () => {
    const uttarPradesh = selectColleges(colleges, view({ tab: "medical", state: "Uttar Pradesh" }));
    expect(uttarPradesh.length).toBeGreaterThan(0);
    expect(selectColleges(colleges, view({ tab: "medical", q: "UP" }))).toEqual(uttarPradesh);
    expect(selectColleges(colleges, view({ tab: "medical", q: "U.P." }))).toEqual(uttarPradesh);
    expect(selectColleges(colleges, view({ tab: "btech", q: "TN" }))).toEqual(
      selectColleges(colleges, view({ tab: "btech", state: "Tamil Nadu" })),
    );
    expect(slugs(selectColleges(colleges, view({ tab: "management", q: "bangalore" })))).toEqual(["iim-bangalore"]);
    expect(selectColleges(colleges, view({ tab: "btech", q: "mbbs tn" }))).toEqual([]);
  });

  it("filters by state, then city", () => {
    const tamilNadu = selectColleges(colleges, view({ state: "Tamil Nadu" }));
    expect(tamilNadu.length).toBeGreaterThan(3);
    expect(tamilNadu.every((c) => c.state === "Tamil Nadu")).toBe(true);
    const chennai = selectColleges(colleges, view({ state: "Tamil Nadu", city: "Chennai" }));
    expect(chennai.length).toBeGreaterThan(0);
    expect(chennai.length).toBeLessThan(tamilNadu.length);
    expect(chennai.every((c) => c.city === "Chennai")).toBe(true);
  });

  it("matches a state, city or exam however a link writes its case and punctuation", () => {
    const tamilNadu = selectColleges(colleges, view({ state: "Tamil Nadu" }));
    expect(selectColleges(colleges, view({ state: "tamil nadu" }))).toEqual(tamilNadu);
    expect(selectColleges(colleges, view({ state: "TAMIL-NADU", city: "chennai" }))).toEqual(
      selectColleges(colleges, view({ state: "Tamil Nadu", city: "Chennai" })),
    );
    expect(selectColleges(colleges, view({ exam: "jee advanced" }))).toEqual(
      selectColleges(colleges, view({ exam: "JEE Advanced" })),
    );
    expect(selectColleges(colleges, view({ state: "Tamil" }))).toEqual([]);
  });

  it("filters by total-fee band, inclusive below and exclusive above", () => {
    for (const band of feeBands) {
      const shown = selectColleges(colleges, view({ tab: "medical", fees: band.key }));
      for (const c of shown) {
        expect(c.totalFeesLakh).not.toBeNull();
        expect(c.totalFeesLakh!).toBeGreaterThanOrEqual(band.min);
        expect(c.totalFeesLakh!).toBeLessThan(band.max);
      }
    }
    const under1 = selectColleges(colleges, view({ tab: "medical", fees: "under-1" }));
    expect(under1.map((c) => c.slug)).toContain("aiims-new-delhi");
    const medicalTotal = colleges.filter((c) => c.category === "medical").length;
    const banded = feeBands.reduce((n, band) => n + selectColleges(colleges, view({ tab: "medical", fees: band.key })).length, 0);
    expect(banded).toBe(medicalTotal);
  });

  it("filters by exam", () => {
    const bitsat = selectColleges(colleges, view({ exam: "BITSAT" }));
    expect(slugs(bitsat)).toEqual(["bits-pilani"]);
    const advanced = selectColleges(colleges, view({ exam: "JEE Advanced" }));
    expect(advanced.every((c) => c.exams.includes("JEE Advanced"))).toBe(true);
    expect(advanced.length).toBeGreaterThan(10);
  });

  it("sorts by fees both ways and by rating, ties by rank", () => {
    const ascending = selectColleges(colleges, view({ sort: "fees-asc" }));
    const fees = ascending.map((c) => c.totalFeesLakh ?? Infinity);
    expect(fees).toEqual([...fees].sort((a, b) => a - b));
    expect(ascending[0]?.slug).toBe("jadavpur-university");

    const descending = selectColleges(colleges, view({ sort: "fees-desc" }));
    const feesDown = descending.map((c) => c.totalFeesLakh ?? -Infinity);
    expect(feesDown).toEqual([...feesDown].sort((a, b) => b - a));

    const byRating = selectColleges(colleges, view({ sort: "rating" }));
    for (let i = 1; i < byRating.length; i++) {
      const [a, b] = [byRating[i - 1]!, byRating[i]!];
      expect(a.rating > b.rating || (a.rating === b.rating && a.nirfRank < b.nirfRank)).toBe(true);
    }
  });

  it("puts colleges without a known fee last in either fee order", () => {
    const unknown = {
      ...colleges.find((c) => c.slug === "iit-madras")!,
      slug: "unknown-fees",
      nirfRank: 999,
      totalFeesLakh: null,
    };
    const list = [...colleges, unknown];
    expect(selectColleges(list, view({ sort: "fees-asc" })).at(-1)?.slug).toBe("unknown-fees");
    expect(selectColleges(list, view({ sort: "fees-desc" })).at(-1)?.slug).toBe("unknown-fees");
    expect(selectColleges(list, view({ fees: "under-1" })).map((c) => c.slug)).not.toContain("unknown-fees");
  });
});

describe("directoryFacets", () => {
  it("offers the states, cities and exams of one tab, sorted, cities narrowed to the state", () => {
    const medical = directoryFacets(colleges, "medical");
    expect(medical.exams).toEqual(["NEET UG"]);
    expect(medical.states).toEqual([...new Set(colleges.filter((c) => c.category === "medical").map((c) => c.state))].sort());
    const punjab = directoryFacets(colleges, "medical", "Punjab");
    expect(punjab.cities).toEqual(["Ludhiana"]);
    expect(directoryFacets(colleges, "management").exams).toContain("CAT");
    expect(directoryFacets(colleges, "management").exams).not.toContain("NEET UG");
  });

  it("sorts the choices alphabetically whatever their case or accents, each once", () => {
    const college = (slug: string, state: string, city: string): DirectoryCollege => ({ ...colleges[0]!, slug, state, city });
    const list = [
      college("a", "goa", "Panaji"),
      college("b", "Delhi", "New Delhi"),
      college("c", "Kerala", "Kochi"),
      college("d", "Delhi", "Delhi"),
      college("e", "Éire", "Cork"),
    ];
    const facets = directoryFacets(list, list[0]!.category);
    expect(facets.states).toEqual(["Delhi", "Éire", "goa", "Kerala"]);
    expect(facets.cities).toEqual(["Cork", "Delhi", "Kochi", "New Delhi", "Panaji"]);
    expect(directoryFacets(list, list[0]!.category, "delhi").cities).toEqual(["Delhi", "New Delhi"]);
  });
});

describe("descriptionPreview", () => {
  it("gives each card's chat a greeting that names the college, on the page's chat number", () => {
    const href = new URL(collegeChatHref("https://wa.me/919810012345?text=hello", colleges[0]!));
    expect(href.origin + href.pathname).toBe("https://wa.me/919810012345");
    expect(href.searchParams.get("text")).toBe(`Hello, I would like to know more about admission to ${colleges[0]!.name}.`);
  });

  it("keeps a description of at most 220 characters whole", () => {
    const short = "x".repeat(220);
    expect(descriptionPreview(short)).toEqual({ text: short, truncated: false });
  });

  it("trims a longer one to at most 220 characters at a word, with an ellipsis", () => {
    for (const college of colleges.filter((c) => c.description.length > 220)) {
      const preview = descriptionPreview(college.description);
      expect(preview.truncated).toBe(true);
      expect(preview.text.endsWith("…")).toBe(true);
      const body = preview.text.slice(0, -1);
      expect(body.length).toBeLessThanOrEqual(220);
      expect(body.length).toBeGreaterThan(150);
      expect(college.description.startsWith(body)).toBe(true);
    }
  });

  it("has both long and short descriptions in the directory (so both card states are seen)", () => {
    expect(colleges.some((c) => c.description.length > 220)).toBe(true);
    expect(colleges.some((c) => c.description.length <= 220)).toBe(true);
  });
});
