/** Metadata text and structured data for the study-abroad university pages. */
import { siteUrl } from "@/lib/seo/metadata";
import type { CountryKey, University } from "@/content/university-schema";

const countryCode: Record<CountryKey, string> = { uk: "GB", usa: "US", germany: "DE", canada: "CA", australia: "AU" };

export const universityPath = (university: University) => `/university/${university.slug}`;

/** The study-abroad page on a country's tab (the default tab, United Kingdom, needs no query). */
export function studyAbroadPath(country?: CountryKey): string {
  return !country || country === "uk" ? "/aboradstudy" : `/aboradstudy?country=${country}`;
}

/**
 * The page title, promising only what the page shows: courses always, fees only with a tuition
 * figure, intakes only with intake months ("University Canada West: courses and intakes").
 */
export function universityPageTitle(university: University): string {
  const facts = ["courses", ...(university.tuition ? ["fees"] : []), ...(university.intake ? ["intakes"] : [])];
  const listed = facts.length === 1 ? facts[0] : `${facts.slice(0, -1).join(", ")} and ${facts.at(-1)}`;
  return `${university.name}: ${listed}`;
}

/** A meta description (at most 160 characters) from the university's about text. */
export function universityMetaDescription(university: University): string {
  const text = university.about.replace(/\s+/g, " ").trim();
  if (text.length <= 160) return text;
  const cut = text.slice(0, 159);
  return `${cut.slice(0, cut.lastIndexOf(" ")).replace(/[,;:.]+$/, "")}…`;
}

function universityThing(university: University) {
  return {
    "@type": "CollegeOrUniversity",
    name: university.name,
    url: university.website,
    address: { "@type": "PostalAddress", addressLocality: university.city, addressCountry: countryCode[university.country] },
  };
}

/** The university on its own page. */
export function universityJsonLd(university: University) {
  return {
    "@context": "https://schema.org",
    ...universityThing(university),
    description: university.about,
    mainEntityOfPage: siteUrl(universityPath(university)),
  };
}

/** The universities of the study-abroad page, each pointing at its page on this site. */
export function universityItemListJsonLd(universities: University[]) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: "Top universities to study abroad",
    numberOfItems: universities.length,
    itemListElement: universities.map((university, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: siteUrl(universityPath(university)),
      name: university.name,
    })),
  };
}
