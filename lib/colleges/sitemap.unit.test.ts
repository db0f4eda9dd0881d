import { describe, expect, it } from "vitest";
import { universities } from "@/content/universities";
import { directorySitemapEntries } from "./sitemap";

describe("directorySitemapEntries", () => {
  it("lists the college tabs, the study-abroad page and every university page once, as absolute URLs", () => {
    const paths = directorySitemapEntries().map((entry) => new URL(entry.url).pathname + new URL(entry.url).search);
    expect(paths).toEqual([
      "/admisson",
      "/admisson?tab=medical",
      "/admisson?tab=management",
      "/aboradstudy",
      ...universities.map((university) => `/university/${university.slug}`),
    ]);
  });
});
