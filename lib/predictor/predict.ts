/**
 * Which seats a profile could be offered, and the chance of each. A seat is compared with the rank
 * JoSAA would use: the JEE Advanced rank at an IIT, the common rank list (JEE Main) on OPEN seats
 * elsewhere, the category rank on the category's own seats. Quotas follow the student's home state:
 * HS only at an institute in it, OS only outside it, GO, JK and LA only for Goa, Jammu and Kashmir
 * and Ladakh. A seat whose last closing rank was on the preparatory list is left out (that rank is
 * not on the list the student's is).
 */
import type { Institute, InstituteKind } from "@/content/josaa/institutes";
import { chanceOfReach, type ChangeModel } from "./chance";
import type { Profile } from "./profile";
import type { Seat, SeatTable } from "./seats";

export const chances = ["likely", "possible", "unlikely"] as const;
export type Chance = (typeof chances)[number];

/** Probability cut-offs of the labels, set by the back-test on 2023 → 2024 (content/josaa/backtest.json). */
export type Thresholds = { likely: number; unlikely: number; floor: number };

export type RankBasis = "advanced" | "main" | "category";

export type Prediction = {
  seat: Seat;
  rank: number;
  rankBasis: RankBasis;
  probability: number;
  chance: Chance;
};

const SPECIAL_QUOTA_STATE: Record<string, string> = { GO: "Goa", JK: "Jammu and Kashmir", LA: "Ladakh" };

function quotaApplies(quota: string, institute: Institute, homeState: string): boolean {
  if (quota === "AI") return true;
  if (quota === "HS") return institute.state === homeState;
  if (quota === "OS") return institute.state !== homeState;
  return SPECIAL_QUOTA_STATE[quota] === homeState;
}

/** The rank JoSAA compares for this seat, or undefined when the profile is not eligible for it (or lacks that rank). */
export function rankFor(seat: Seat, profile: Profile): { rank: number; basis: RankBasis } | undefined {
  if (seat.gender !== "Gender-Neutral" && profile.gender !== "female") return undefined;
  if (!quotaApplies(seat.quota, seat.institute, profile.homeState)) return undefined;
  const iit = seat.institute.kind === "IIT";
  if (seat.seatType === "OPEN") {
    if (iit) return profile.advancedRank === undefined ? undefined : { rank: profile.advancedRank, basis: "advanced" };
    return { rank: profile.mainRank, basis: "main" };
  }
  // JEE Advanced's category ranks are not asked for, so an IIT's category seats are not judged.
  if (seat.seatType !== profile.category || iit || profile.categoryRank === undefined) return undefined;
  return { rank: profile.categoryRank, basis: "category" };
}

export function label(probability: number, thresholds: Thresholds): Chance {
  if (probability >= thresholds.likely) return "likely";
  if (probability >= thresholds.unlikely) return "possible";
  return "unlikely";
}

/** Every seat of the table's latest year within reach at all (probability ≥ floor), best chance first. */
export function predict(table: SeatTable, model: ChangeModel, thresholds: Thresholds, profile: Profile): Prediction[] {
  return reachableSeats(table, model, thresholds, profile).sort(
    (a, b) => b.probability - a.probability || lastClosing(a, table) - lastClosing(b, table),
  );
}

/** The same seats in the table's order (the back-test, which reads millions, has no use for the order). */
export function reachableSeats(table: SeatTable, model: ChangeModel, thresholds: Thresholds, profile: Profile): Prediction[] {
  const predictions: Prediction[] = [];
  for (const seat of table.seats) {
    const last = seat.finals.get(table.latest.year);
    if (!last || last.preparatory) continue;
    const compared = rankFor(seat, profile);
    if (!compared) continue;
    const probability = chanceOfReach(model, compared.rank, last.closingRank, seat.seatType);
    if (probability < thresholds.floor) continue;
    predictions.push({
      seat,
      rank: compared.rank,
      rankBasis: compared.basis,
      probability,
      chance: label(probability, thresholds),
    });
  }
  return predictions;
}

function lastClosing(prediction: Prediction, table: SeatTable): number {
  return prediction.seat.finals.get(table.latest.year)!.closingRank;
}

export const instituteKinds: InstituteKind[] = ["IIT", "NIT", "IIIT", "GFTI"];
