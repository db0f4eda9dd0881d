/** An institute's cutoff page: its programs, each with its seats in JoSAA's order, and the page's metadata. */
import type { Metadata } from "next";
import { institutes, type Institute } from "@/content/josaa/institutes";
import { pageMetadata, siteUrl } from "@/lib/seo/metadata";
import { genders, quotas, seatTypes } from "./josaa";
import type { Seat, SeatTable } from "./seats";

/**
 * An institute's cutoffs come one category at a time, each with its PwD list: OPEN on the
 * institute's own page, the others on pages of their own. A student reads one category; every
 * category at once (NIT Trichy's 245 seats, NIT Kurukshetra's 427) made the site's longest pages
 * on a phone and its slowest to start (README, "cutoff page's cost"), and each category's page is
 * what a student searches for ("NIT Trichy OBC cutoff").
 */
export const cutoffCategories = [
  { name: "OPEN", slug: "" },
  { name: "EWS", slug: "ews" },
  { name: "OBC-NCL", slug: "obc-ncl" },
  { name: "SC", slug: "sc" },
  { name: "ST", slug: "st" },
] as const;
export type CutoffCategory = (typeof cutoffCategories)[number];
const [openCategory] = cutoffCategories;

/** The category of a page of its own (not OPEN, which is the institute's page), by its slug. */
export const cutoffCategoryBySlug = (slug: string): CutoffCategory | undefined =>
  slug === "" ? undefined : cutoffCategories.find((category) => category.slug === slug);

/** The category whose page shows a seat of this seat type (OBC-NCL for "OBC-NCL (PwD)"). */
export const cutoffCategoryOf = (seatType: string): CutoffCategory =>
  cutoffCategories.find((category) => seatType === category.name || seatType === `${category.name} (PwD)`) ?? openCategory;

export const cutoffsPath = "/cutoffs";
export const cutoffPath = (institute: Pick<Institute, "slug">, category: CutoffCategory = openCategory) =>
  `${cutoffsPath}/${institute.slug}${category.slug ? `/${category.slug}` : ""}`;

export type ProgramCutoffs = { program: string; seats: Seat[] };

const order = (list: readonly string[], value: string) => list.indexOf(value);

/**
 * The programs the institute offered in the latest year (then older ones) that have seats of the
 * category, its seats by list (the category's, then its PwD list), quota and gender.
 */
export function instituteCutoffs(table: SeatTable, slug: string, category: CutoffCategory = openCategory): ProgramCutoffs[] {
  const byProgram = new Map<string, Seat[]>();
  for (const seat of table.seats) {
    if (seat.institute.slug !== slug || cutoffCategoryOf(seat.seatType) !== category) continue;
    const seats = byProgram.get(seat.program) ?? [];
    seats.push(seat);
    byProgram.set(seat.program, seats);
  }
  const offeredLatest = (seats: Seat[]) => seats.some((seat) => seat.finals.has(table.latest.year));
  return [...byProgram]
    .map(([program, seats]) => ({
      program,
      seats: seats.sort(
        (a, b) =>
          order(seatTypes, a.seatType) - order(seatTypes, b.seatType) ||
          order(quotas, a.quota) - order(quotas, b.quota) ||
          order(genders, a.gender) - order(genders, b.gender),
      ),
    }))
    .sort((a, b) => Number(offeredLatest(b.seats)) - Number(offeredLatest(a.seats)) || a.program.localeCompare(b.program));
}

/** "NIT Calicut cutoff 2025: JoSAA closing ranks", "NIT Calicut OBC-NCL cutoff 2025…": the longest that fits 60 characters. */
export function cutoffTitle(institute: Institute, year: number, category: CutoffCategory = openCategory): string {
  const name = category.slug ? `${institute.shortName} ${category.name}` : institute.shortName;
  const titles = [`${name} cutoff ${year}: JoSAA closing ranks`, `${name} cutoff ${year}`, `${name} cutoff`];
  return titles.find((title) => title.length <= 60) ?? titles.at(-1)!;
}

export function cutoffDescription(institute: Institute, years: number[], category: CutoffCategory = openCategory): string {
  const latest = years.at(-1);
  const lists = `${category.name} and ${category.name} (PwD)`;
  const description = `JoSAA closing ranks of every ${institute.shortName} program for ${lists}, ${years.join(", ")}, by quota and gender, with ${latest} round by round.`;
  return description.length <= 160
    ? description
    : `${institute.shortName}'s JoSAA closing ranks for ${lists}, ${years.join(", ")}, by quota and gender, ${latest} round by round.`;
}

export function cutoffMetadata(institute: Institute, years: number[], category: CutoffCategory = openCategory): Metadata {
  return pageMetadata({
    title: cutoffTitle(institute, years.at(-1)!, category),
    description: cutoffDescription(institute, years, category),
    path: cutoffPath(institute, category),
  });
}

export function instituteJsonLd(institute: Institute) {
  return {
    "@context": "https://schema.org",
    "@type": "CollegeOrUniversity",
    name: institute.name,
    alternateName: institute.shortName,
    url: siteUrl(cutoffPath(institute)),
    address: { "@type": "PostalAddress", addressRegion: institute.state, addressCountry: "IN" },
  };
}

/** The sitemap's entries: each institute's page and its categories' (the index is a public route). */
export function cutoffSitemapEntries() {
  return institutes.flatMap((institute) =>
    cutoffCategories.map((category) => ({
      url: siteUrl(cutoffPath(institute, category)),
      changeFrequency: "yearly" as const,
      priority: category.slug ? 0.6 : 0.7,
    })),
  );
}
