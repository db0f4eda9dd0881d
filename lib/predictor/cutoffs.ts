/** An institute's cutoff page: its programs, each with its seats in JoSAA's order, and the page's metadata. */
import type { Metadata } from "next";
import { institutes, type Institute } from "@/content/josaa/institutes";
import { pageMetadata, siteUrl } from "@/lib/seo/metadata";
import { genders, quotas, seatTypes } from "./josaa";
import type { Seat, SeatTable } from "./seats";

export const cutoffsPath = "/cutoffs";
export const cutoffPath = (institute: Pick<Institute, "slug">) => `${cutoffsPath}/${institute.slug}`;

export type ProgramCutoffs = { program: string; seats: Seat[] };

const order = (list: readonly string[], value: string) => list.indexOf(value);

/** The programs the institute offered in the latest year (then older ones), seats by category, quota and gender. */
export function instituteCutoffs(table: SeatTable, slug: string): ProgramCutoffs[] {
  const byProgram = new Map<string, Seat[]>();
  for (const seat of table.seats) {
    if (seat.institute.slug !== slug) continue;
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

export function cutoffTitle(institute: Institute, year: number): string {
  return `${institute.shortName} cutoff ${year}: JoSAA closing ranks`.length <= 60
    ? `${institute.shortName} cutoff ${year}: JoSAA closing ranks`
    : `${institute.shortName} cutoff ${year}`;
}

export function cutoffDescription(institute: Institute, years: number[]): string {
  const latest = years.at(-1);
  const description = `JoSAA closing ranks of every ${institute.shortName} program, ${years.join(", ")}, by category, quota and gender, with ${latest} round by round.`;
  return description.length <= 160
    ? description
    : `JoSAA closing ranks of every ${institute.shortName} program by category, quota and gender, ${latest} round by round.`;
}

export function cutoffMetadata(institute: Institute, years: number[]): Metadata {
  return pageMetadata({
    title: cutoffTitle(institute, years.at(-1)!),
    description: cutoffDescription(institute, years),
    path: cutoffPath(institute),
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

/** The sitemap's entries: one page per institute (the index is a public route). */
export function cutoffSitemapEntries() {
  return institutes.map((institute) => ({
    url: siteUrl(cutoffPath(institute)),
    changeFrequency: "yearly" as const,
    priority: 0.7,
  }));
}
