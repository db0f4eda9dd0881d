/**
 * Where an old `/university/<name>` link goes. The previous site linked each university by its
 * name as it wrote it (`/university/HERIOT%20WATT%20University`, `/university/Aston`), so a link
 * is matched loosely: case, punctuation and the generic words ("University", "of", "the") do not
 * count. A name the directory does not list is sent to the study-abroad page, on its country's
 * tab when the name tells the country.
 */
import { SLUG_PATTERN } from "@/content/schema";
import { universities } from "@/content/universities";
import { normaliseForMatching } from "@/lib/site/normalise";
import { studyAbroadPath, universityPath } from "./seo";
import type { CountryKey, University } from "@/content/university-schema";

const genericWords = new Set(["the", "university", "of", "at", "college"]);

/** The distinctive part of a name: "The University of Melbourne" → "melbourne". */
export function coreName(name: string): string {
  return normaliseForMatching(name)
    .split(" ")
    .filter((word) => !genericWords.has(word))
    .join(" ");
}

function namesOf(university: University): string[] {
  return [university.name, ...(university.aliases ?? [])];
}

/** Every key an old link may reduce to, each pointing at one university. */
const byKey = new Map<string, University>();
for (const university of universities) {
  for (const name of namesOf(university)) {
    for (const key of [normaliseForMatching(name), coreName(name)]) {
      const other = byKey.get(key);
      if (key && other && other !== university) {
        throw new Error(`lib/universities/old-links: "${key}" names both ${other.slug} and ${university.slug}`);
      }
      if (key) byKey.set(key, university);
    }
  }
}

/** The listed university an old link names, if any. */
export function findUniversityByName(name: string): University | undefined {
  return byKey.get(normaliseForMatching(name)) ?? byKey.get(coreName(name));
}

/**
 * Places that tell the country of a university the directory does not list: the country, its
 * parts, and states, provinces and cities that appear in university names (no demonyms: the
 * "British University in Dubai" is not in Britain). Checked in this order, so the University of
 * Alabama at Birmingham is in the USA.
 */
const countryWords: [CountryKey, string[]][] = [
  [
    "canada",
    [
      "canada",
      "british columbia",
      "ontario",
      "quebec",
      "alberta",
      "saskatchewan",
      "manitoba",
      "nova scotia",
      "new brunswick",
      "toronto",
      "vancouver",
      "montreal",
      "ottawa",
      "calgary",
      "edmonton",
      "winnipeg",
      "waterloo",
      "regina",
    ],
  ],
  [
    "australia",
    [
      "australia",
      "queensland",
      "new south wales",
      "tasmania",
      "sydney",
      "melbourne",
      "brisbane",
      "adelaide",
      "perth",
      "canberra",
    ],
  ],
  [
    "germany",
    [
      "germany",
      "deutschland",
      "bavaria",
      "munich",
      "munchen",
      "berlin",
      "hamburg",
      "heidelberg",
      "frankfurt",
      "cologne",
      "koln",
      "aachen",
      "stuttgart",
      "dresden",
      "freiburg",
      "bonn",
      "universitat",
      "technische",
      "hochschule",
    ],
  ],
  [
    "usa",
    [
      "usa",
      "united states",
      "alabama",
      "arizona",
      "california",
      "florida",
      "illinois",
      "indiana",
      "massachusetts",
      "michigan",
      "new jersey",
      "new york",
      "ohio",
      "pennsylvania",
      "texas",
      "virginia",
      "washington",
      "chicago",
      "boston",
      "miami",
      "los angeles",
    ],
  ],
  [
    "uk",
    [
      "united kingdom",
      "uk",
      "britain",
      "england",
      "scotland",
      "wales",
      "northern ireland",
      "london",
      "birmingham",
      "manchester",
      "leeds",
      "liverpool",
      "edinburgh",
      "glasgow",
      "oxford",
      "cambridge",
      "bristol",
      "coventry",
      "leicester",
      "nottingham",
      "sheffield",
      "newcastle",
      "hertfordshire",
    ],
  ],
];
/** The country a university name points to, when it says. */
export function countryFromName(name: string): CountryKey | undefined {
  const padded = ` ${normaliseForMatching(name)} `;
  return countryWords.find(([, words]) => words.some((word) => padded.includes(` ${word} `)))?.[0];
}

/**
 * Where `/university/<segment>` leads when the segment is not a slug of the directory: the
 * university it names, the study-abroad page (on the country's tab when the name tells it), or
 * nowhere (undefined) for an unknown slug-shaped segment, which is a mistyped link to this site,
 * not an old one, and answers "University data not available." with a 404.
 */
export function oldUniversityLinkTarget(segment: string): string | undefined {
  const name = safeDecode(segment);
  const university = findUniversityByName(name);
  if (university) return universityPath(university);
  const country = countryFromName(name);
  if (country) return studyAbroadPath(country);
  // This site's own university URLs are slugs; the old site's were names.
  return SLUG_PATTERN.test(name) ? undefined : studyAbroadPath();
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
