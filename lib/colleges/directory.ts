/**
 * The public college directory as the page shows it: the record shape sent to the browser, the
 * URL query (tab, search, filters, sort) and the pure filtering and sorting on top of it.
 *
 * Zod-free and database-free on purpose: the directory's client component imports this module.
 */
// Relative imports: next.config.ts loads this module (through lib/seo/query-views.ts).
import { isCollegeCategory, type CollegeCategory } from "../../content/colleges/categories";
import { matchesSearch, searchableWords, withPlaceAliases, withShortForms } from "../search/match";
import { normaliseForMatching } from "../site/normalise";

/** One college as the public page needs it (plain JSON, safe to send to the browser). */
export type DirectoryCollege = {
  slug: string;
  name: string;
  shortName: string;
  category: CollegeCategory;
  nirfRank: number;
  city: string;
  state: string;
  rating: number;
  fees: string;
  /** Approximate total programme tuition in lakh rupees; null when unknown. */
  totalFeesLakh: number | null;
  avgPackage: string;
  accreditation: string;
  exams: string[];
  /** B.Tech branches, full names; empty for the other tabs. */
  branches: string[];
  /** The university that awards its degrees, when not the college itself. */
  affiliation: string | null;
  description: string;
};

/* ------------------------------------------------------------------ */
/* Filters and sort                                                    */
/* ------------------------------------------------------------------ */

/** Total-fee bands in lakh rupees: `min` inclusive, `max` exclusive. */
export const feeBands = [
  { key: "under-1", label: "Under ₹1 lakh", min: 0, max: 1 },
  { key: "1-5", label: "₹1–5 lakh", min: 1, max: 5 },
  { key: "5-10", label: "₹5–10 lakh", min: 5, max: 10 },
  { key: "10-25", label: "₹10–25 lakh", min: 10, max: 25 },
  { key: "25-50", label: "₹25–50 lakh", min: 25, max: 50 },
  { key: "over-50", label: "Over ₹50 lakh", min: 50, max: Number.POSITIVE_INFINITY },
] as const;
export type FeeBandKey = (typeof feeBands)[number]["key"];

export const sortOptions = [
  { key: "rank", label: "NIRF rank (best first)" },
  { key: "fees-asc", label: "Fees (lowest first)" },
  { key: "fees-desc", label: "Fees (highest first)" },
  { key: "rating", label: "Rating (highest first)" },
] as const;
export type SortKey = (typeof sortOptions)[number]["key"];

/** Everything a directory view depends on; each field is one URL query parameter. */
export type DirectoryQuery = {
  tab: CollegeCategory;
  /** Free-text search over name, place, courses, branches, affiliating university, accreditation and exams (lib/search/match.ts). */
  q: string;
  state: string;
  city: string;
  fees: FeeBandKey | "";
  exam: string;
  sort: SortKey;
};

/** The query parameters that narrow or reorder a tab's list (every field but the tab). */
export const directoryFilterKeys = [
  "q",
  "state",
  "city",
  "fees",
  "exam",
  "sort",
] as const satisfies readonly (keyof DirectoryQuery)[];

export const defaultDirectoryQuery: DirectoryQuery = {
  tab: "btech",
  q: "",
  state: "",
  city: "",
  fees: "",
  exam: "",
  sort: "rank",
};

const isFeeBand = (value: string): value is FeeBandKey => feeBands.some((band) => band.key === value);
const isSortKey = (value: string): value is SortKey => sortOptions.some((option) => option.key === value);

/** Longest search text kept from a URL, so a crafted link cannot make every keystroke slow. */
const MAX_QUERY_TEXT = 100;

/**
 * Reads a view from the URL. Anything unknown falls back to its default (an unknown tab is
 * B.Tech, an unknown sort is by rank, an unknown fee band is ignored): a bad link never errors.
 * A repeated parameter counts by its last value, as the server's rewrites read it.
 */
export function parseDirectoryQuery(params: URLSearchParams): DirectoryQuery {
  const read = (name: string) => (params.getAll(name).at(-1) ?? "").trim().slice(0, MAX_QUERY_TEXT);
  const tab = read("tab");
  const fees = read("fees");
  const sort = read("sort");
  return {
    tab: isCollegeCategory(tab) ? tab : defaultDirectoryQuery.tab,
    q: read("q"),
    state: read("state"),
    city: read("city"),
    fees: isFeeBand(fees) ? fees : "",
    exam: read("exam"),
    sort: isSortKey(sort) ? sort : defaultDirectoryQuery.sort,
  };
}

/** `parseDirectoryQuery` over a page's `searchParams` (a repeated parameter is an array). */
export function directoryQueryFromSearchParams(record: Record<string, string | string[] | undefined>): DirectoryQuery {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(record)) {
    for (const one of [value ?? []].flat()) params.append(name, one);
  }
  return parseDirectoryQuery(params);
}

/**
 * The public URL of a tab's unfiltered list, which is also the canonical URL of every filtered
 * view of that tab. The default tab is /admisson itself.
 */
export function collegeTabPath(tab: CollegeCategory): string {
  return tab === defaultDirectoryQuery.tab ? "/admisson" : `/admisson?tab=${tab}`;
}

/**
 * The query string of a view ("?tab=medical&sort=fees-asc"), with default values left out
 * except the tab, so every shared link says which list it shows.
 */
export function directoryQueryToSearch(query: DirectoryQuery): string {
  const params = new URLSearchParams({ tab: query.tab });
  if (query.q.trim()) params.set("q", query.q.trim());
  if (query.state) params.set("state", query.state);
  if (query.city) params.set("city", query.city);
  if (query.fees) params.set("fees", query.fees);
  if (query.exam) params.set("exam", query.exam);
  if (query.sort !== defaultDirectoryQuery.sort) params.set("sort", query.sort);
  return `?${params.toString()}`;
}

/**
 * A query string as `directoryQueryToSearch` writes its view: "" and "?tab=btech", or the same
 * parameters in another order, are one view and give one string.
 */
export function canonicalDirectorySearch(search: string): string {
  return directoryQueryToSearch(parseDirectoryQuery(new URLSearchParams(search)));
}

/** True when any filter or search narrows the list (the sort does not). */
export function hasActiveFilters(query: DirectoryQuery): boolean {
  return Boolean(query.q.trim() || query.state || query.city || query.fees || query.exam);
}

/** The degrees each category's colleges admit to, as students type them into the search box. */
const coursesByCategory: Record<CollegeCategory, readonly string[]> = {
  btech: ["B.Tech", "B.E.", "Engineering"],
  medical: ["MBBS", "Medicine", "Medical"],
  management: ["MBA", "PGDM", "Management"],
};

/** Exams that admit to a course of their own, beyond the category's usual one. */
const coursesByExam: Record<string, readonly string[]> = {
  IPMAT: ["IPM", "BBA"],
  JIPMAT: ["IPM", "BBA"],
};

function collegeSearchWords(college: DirectoryCollege): string[] {
  return searchableWords([
    college.name,
    college.shortName,
    ...withPlaceAliases(college.city),
    ...withPlaceAliases(college.state),
    college.accreditation,
    ...college.exams,
    ...coursesByCategory[college.category],
    ...college.exams.flatMap((exam) => coursesByExam[exam] ?? []),
    ...college.branches.flatMap(withShortForms),
    ...(college.affiliation ? withShortForms(college.affiliation) : []),
  ]);
}

function inFeeBand(college: DirectoryCollege, key: FeeBandKey): boolean {
  const band = feeBands.find((b) => b.key === key);
  if (!band || college.totalFeesLakh === null) return false;
  return college.totalFeesLakh >= band.min && college.totalFeesLakh < band.max;
}

// Case, accents and punctuation aside, as a link or a person may write them. Not localeCompare: its
// first call builds an ICU collator, several milliseconds of a phone's hydration for nothing.
const sameText = (a: string, b: string) => normaliseForMatching(a) === normaliseForMatching(b);

const byRank = (a: DirectoryCollege, b: DirectoryCollege) => a.nirfRank - b.nirfRank;

/** Unknown fees sort last whichever way the fee sort runs. */
function byFees(direction: 1 | -1) {
  return (a: DirectoryCollege, b: DirectoryCollege) => {
    if (a.totalFeesLakh === b.totalFeesLakh) return byRank(a, b);
    if (a.totalFeesLakh === null) return 1;
    if (b.totalFeesLakh === null) return -1;
    return direction * (a.totalFeesLakh - b.totalFeesLakh) || byRank(a, b);
  };
}

const comparators: Record<SortKey, (a: DirectoryCollege, b: DirectoryCollege) => number> = {
  rank: byRank,
  "fees-asc": byFees(1),
  "fees-desc": byFees(-1),
  rating: (a, b) => b.rating - a.rating || byRank(a, b),
};

/** The colleges of the query's tab that pass every filter, in the query's order. */
export function selectColleges(colleges: readonly DirectoryCollege[], query: DirectoryQuery): DirectoryCollege[] {
  const searching = normaliseForMatching(query.q) !== "";
  return colleges
    .filter((college) => {
      if (college.category !== query.tab) return false;
      if (query.state && !sameText(college.state, query.state)) return false;
      if (query.city && !sameText(college.city, query.city)) return false;
      if (query.fees && !inFeeBand(college, query.fees)) return false;
      if (query.exam && !college.exams.some((exam) => sameText(exam, query.exam))) return false;
      return !searching || matchesSearch(query.q, collegeSearchWords(college));
    })
    .sort(comparators[query.sort]);
}

/** Alphabetical as a reader expects (case and accents aside), without a collator (see sameText). */
function sortedUnique(values: string[]): string[] {
  const keyed = [...new Set(values)].map((value) => [normaliseForMatching(value), value] as const);
  return keyed
    .sort(([a, rawA], [b, rawB]) => (a < b ? -1 : a > b ? 1 : rawA < rawB ? -1 : rawA > rawB ? 1 : 0))
    .map(([, value]) => value);
}

/** The choices the filters offer for one tab; cities narrow to the chosen state. */
export function directoryFacets(colleges: readonly DirectoryCollege[], tab: CollegeCategory, state = "") {
  const inTab = colleges.filter((college) => college.category === tab);
  const inState = state ? inTab.filter((college) => sameText(college.state, state)) : inTab;
  return {
    total: inTab.length,
    states: sortedUnique(inTab.map((college) => college.state)),
    cities: sortedUnique(inState.map((college) => college.city)),
    exams: sortedUnique(inTab.flatMap((college) => college.exams)),
  };
}

/* ------------------------------------------------------------------ */
/* Card text                                                           */
/* ------------------------------------------------------------------ */

/**
 * A card's WhatsApp link: the page's chat link (the counselling number, lib/site/chat.ts) with a
 * greeting that names the college, so the counsellor knows at once what the student asks about.
 */
export function collegeChatHref(chatHref: string, college: Pick<DirectoryCollege, "name">): string {
  const url = new URL(chatHref);
  url.search = `?text=${encodeURIComponent(`Hello, I would like to know more about admission to ${college.name}.`)}`;
  return url.toString();
}

/** Descriptions longer than this get a preview and a Read More button. */
export const DESCRIPTION_PREVIEW_LENGTH = 220;

/**
 * The collapsed text of a description: at most 220 characters, cut back to a whole word, with
 * an ellipsis; the whole text when it is not longer than 220.
 */
export function descriptionPreview(description: string, limit = DESCRIPTION_PREVIEW_LENGTH) {
  const text = description.trim();
  if (text.length <= limit) return { text, truncated: false };
  const cut = text.slice(0, limit);
  const lastSpace = cut.lastIndexOf(" ");
  const head = (lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/u, "");
  return { text: `${head}…`, truncated: true };
}
