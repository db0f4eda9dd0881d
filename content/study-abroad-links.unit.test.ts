import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { studyAbroad } from "@/content/home";
import { countryKeys, type CountryKey } from "@/content/university-schema";

/** Each home destination's country on the study-abroad page; New Zealand has no tab there. */
const countryOfCode: Record<string, CountryKey | null> = {
  UK: "uk",
  US: "usa",
  AU: "australia",
  CA: "canada",
  DE: "germany",
  NZ: null,
};

/** The tab a link opens on /aboradstudy (the UK without a country), or null for another page. */
function tabOf(href: string): string | null {
  const url = new URL(href, "https://example.com");
  if (url.pathname !== "/aboradstudy") return null;
  return url.searchParams.get("country") ?? "uk";
}

describe("links to a study-abroad tab", () => {
  it("name only tabs that exist, anywhere in the content", () => {
    const files = ["content", "content/pages"].flatMap((dir) =>
      readdirSync(dir)
        .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
        .map((file) => join(dir, file)),
    );
    const countries = files.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/\/aboradstudy\?country=([\w-]+)/g)].map((m) => m[1]),
    );
    expect(countries.length).toBeGreaterThan(0);
    for (const country of countries) expect(countryKeys).toContain(country);
  });

  it("land each home destination on its own country's tab, or on a counsellor when it has none", () => {
    for (const destination of studyAbroad.destinations) {
      const country = countryOfCode[destination.code];
      expect(country, destination.code).not.toBeUndefined();
      expect([destination.code, tabOf(destination.link.href)]).toEqual([destination.code, country]);
    }
  });
});
