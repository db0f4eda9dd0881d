import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { universities } from "@/content/universities";
import { TopUniversities, UniversityGrid } from "./TopUniversities";

describe("TopUniversities", () => {
  it("renders the five country tabs with United Kingdom selected and every university linked", () => {
    const html = renderToStaticMarkup(<TopUniversities />);
    const tabs = [...html.matchAll(/role="tab"[^>]*aria-selected="(true|false)"[^>]*>([^<]+)</g)].map((m) => [m[2], m[1]]);
    expect(tabs).toEqual([
      ["United Kingdom", "true"],
      ["USA", "false"],
      ["Germany", "false"],
      ["Canada", "false"],
      ["Australia", "false"],
    ]);
    for (const university of universities) expect(html).toContain(`href="/university/${university.slug}"`);
    expect(html.match(/role="tabpanel"/g)).toHaveLength(5);
    expect(html.match(/role="tabpanel"[^>]*hidden=""/g)).toHaveLength(4);
  });

  it("says so when a country has no universities", () => {
    expect(renderToStaticMarkup(<UniversityGrid country="germany" universities={[]} />)).toContain(
      "No data available for Germany.",
    );
  });
});
