/**
 * The probability that a rank is within a seat's next final-round closing rank. It is read off
 * what closing ranks actually did from one year to the next: every seat offered in two consecutive
 * final rounds (neither on the preparatory list) gives one change, ln(next closing / last closing).
 * Small closing ranks swing more in proportion than large ones, so the changes are kept in bands
 * of the last closing rank, and the PwD lists (a handful of seats each, which swing most) apart
 * from the rest. The chance of a rank r against a last closing rank c is the share of the band's
 * changes at least ln(r / c): how often a closing rank moved far enough to take r in.
 */
import type { SeatTable } from "./seats";

/** Upper bounds (exclusive) of the bands of last closing rank; the last band is open. */
const BANDS = [100, 1_000, 10_000, 50_000] as const;

export type ChangeModel = { bands: number[][] };

const BANDS_PER_GROUP = BANDS.length + 1;

function bandOf(closingRank: number, seatType: string): number {
  const index = BANDS.findIndex((upTo) => closingRank < upTo);
  const group = seatType.endsWith("(PwD)") ? 1 : 0;
  return group * BANDS_PER_GROUP + (index === -1 ? BANDS.length : index);
}

/** The year-on-year changes of every seat in the table's consecutive years (up to `untilYear`, inclusive). */
export function learnChanges(table: SeatTable, untilYear = table.latest.year): ChangeModel {
  const bands: number[][] = Array.from({ length: 2 * BANDS_PER_GROUP }, () => []);
  const years = table.years.map((held) => held.year).filter((year) => year <= untilYear);
  for (const seat of table.seats) {
    for (let index = 1; index < years.length; index++) {
      const last = seat.finals.get(years[index - 1]!);
      const next = seat.finals.get(years[index]!);
      if (!last || !next || last.preparatory || next.preparatory) continue;
      bands[bandOf(last.closingRank, seat.seatType)]!.push(Math.log(next.closingRank / last.closingRank));
    }
  }
  for (const band of bands) band.sort((a, b) => a - b);
  return { bands };
}

/** The share of changes ≥ x in a sorted list, smoothed so that it is never exactly 0 or 1. */
function shareAtLeast(sorted: number[], x: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < x) low = middle + 1;
    else high = middle;
  }
  return (sorted.length - low + 0.5) / (sorted.length + 1);
}

/** P(next final closing rank ≥ rank), given the seat's type and its last final closing rank. */
export function chanceOfReach(model: ChangeModel, rank: number, lastClosingRank: number, seatType: string): number {
  return shareAtLeast(model.bands[bandOf(lastClosingRank, seatType)]!, Math.log(rank / lastClosingRank));
}
