/**
 * Views chosen by a query parameter (/admisson?tab=medical, /aboradstudy?country=canada,
 * /boards/10th?q=up) are
 * served by their own routes, so each view's first HTML is right before any script runs while
 * the public URL stays the query one. next.config.ts installs these rewrites and redirects.
 *
 * Plain data and relative imports only: next.config.ts loads this module outside the app.
 */
import { collegeCategories } from "../../content/colleges/categories";
import { defaultDirectoryQuery, directoryFilterKeys } from "../colleges/directory";
import { countryKeys } from "../../content/university-schema";

type Rule = { source: string; destination: string; has?: { type: "query"; key: string; value?: string }[] };

const alternatives = (values: readonly string[]) => `(${values.join("|")})`;
const otherTabs = collegeCategories.filter((tab) => tab !== defaultDirectoryQuery.tab);
const otherCountries = countryKeys.filter((country) => country !== "uk");
const boardGrades = ["10th", "12th"] as const;

/**
 * Checked before the file system (rewrites' `beforeFiles`), in order, the first match wins:
 * any search, filter or sort → the per-request route; a plain tab or country → its prerendered
 * route. The default tab and country are the plain pages themselves.
 */
export const queryViewRewrites: Rule[] = [
  ...directoryFilterKeys.map((key) => ({
    source: "/admisson",
    has: [{ type: "query" as const, key }],
    destination: "/admisson/filtered",
  })),
  {
    source: "/admisson",
    has: [{ type: "query", key: "tab", value: `(?<tab>${otherTabs.join("|")})` }],
    destination: "/admisson/:tab",
  },
  {
    source: "/aboradstudy",
    has: [{ type: "query", key: "country", value: `(?<country>${otherCountries.join("|")})` }],
    destination: "/aboradstudy/:country",
  },
  // A filtered board grid (/boards/12th?q=up), so the filter works without JavaScript too.
  ...boardGrades.map((grade) => ({
    source: `/boards/${grade}`,
    has: [{ type: "query" as const, key: "q" }],
    destination: `/boards/filtered/${grade}`,
  })),
];

/** The internal routes are not public URLs: a direct visit goes to the view's own URL. */
export const queryViewRedirects = [
  { source: `/admisson/:tab${alternatives(otherTabs)}`, destination: "/admisson?tab=:tab", permanent: true },
  { source: "/admisson/filtered", destination: "/admisson", permanent: true },
  {
    source: `/aboradstudy/:country${alternatives(otherCountries)}`,
    destination: "/aboradstudy?country=:country",
    permanent: true,
  },
  { source: `/boards/filtered/:grade${alternatives(boardGrades)}`, destination: "/boards/:grade", permanent: true },
];
