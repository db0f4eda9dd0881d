import { describe, expect, it } from "vitest";
import { queryViewRedirects, queryViewRewrites } from "./query-views";

type Query = Record<string, string>;

/**
 * Which internal route a request would be rewritten to, reading the rules as Next.js does for
 * `beforeFiles`: source and every `has` must match (a `has` without value needs a non-empty
 * value; one with a value must match it whole), the first matching rule wins.
 */
function rewrite(path: string, query: Query): string {
  for (const rule of queryViewRewrites) {
    if (rule.source !== path) continue;
    const captures: Query = {};
    const matches = (rule.has ?? []).every(({ key, value }) => {
      const actual = query[key];
      if (!actual) return false;
      if (value === undefined) return true;
      const match = new RegExp(`^${value}$`).exec(actual);
      Object.assign(captures, match?.groups);
      return Boolean(match);
    });
    if (matches) return rule.destination.replace(/:(\w+)/g, (_, name: string) => captures[name] ?? "");
  }
  return path;
}

describe("query views", () => {
  it("serve each plain tab and country from its prerendered route; the defaults are the pages themselves", () => {
    expect(rewrite("/admisson", {})).toBe("/admisson");
    expect(rewrite("/admisson", { tab: "btech" })).toBe("/admisson");
    expect(rewrite("/admisson", { tab: "medical" })).toBe("/admisson/medical");
    expect(rewrite("/admisson", { tab: "management", utm_source: "newsletter" })).toBe("/admisson/management");
    expect(rewrite("/aboradstudy", { country: "canada" })).toBe("/aboradstudy/canada");
    expect(rewrite("/aboradstudy", { country: "uk" })).toBe("/aboradstudy");
  });

  it("send any search, filter or sort to the per-request route, whatever the tab", () => {
    for (const key of ["q", "state", "city", "fees", "exam", "sort"]) {
      expect(rewrite("/admisson", { tab: "medical", [key]: "x" }), key).toBe("/admisson/filtered");
    }
    expect(rewrite("/admisson", { q: "pilani" })).toBe("/admisson/filtered");
    // An empty parameter (a GET form's untouched select) is no filter.
    expect(rewrite("/admisson", { tab: "medical", state: "" })).toBe("/admisson/medical");
  });

  it("send a filtered board grid to its per-request route", () => {
    expect(rewrite("/boards/12th", { q: "up" })).toBe("/boards/filtered/12th");
    expect(rewrite("/boards/10th", { q: "cbse" })).toBe("/boards/filtered/10th");
    expect(rewrite("/boards/10th", { q: "" })).toBe("/boards/10th");
    expect(rewrite("/boards/10th", {})).toBe("/boards/10th");
  });

  it("leave unknown values to the default view", () => {
    expect(rewrite("/admisson", { tab: "law" })).toBe("/admisson");
    expect(rewrite("/admisson", { tab: "MEDICAL" })).toBe("/admisson");
    expect(rewrite("/admisson", { tab: "medicalx" })).toBe("/admisson");
    expect(rewrite("/aboradstudy", { country: "france" })).toBe("/aboradstudy");
  });

  it("redirect every internal route to its public URL", () => {
    expect(queryViewRedirects.map(({ source, destination }) => [source, destination])).toEqual([
      ["/admisson/:tab(medical|management)", "/admisson?tab=:tab"],
      ["/admisson/filtered", "/admisson"],
      ["/aboradstudy/:country(usa|germany|canada|australia)", "/aboradstudy?country=:country"],
      ["/boards/filtered/:grade(10th|12th)", "/boards/:grade"],
    ]);
  });
});
