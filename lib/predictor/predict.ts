/**
 * Which seats a profile could be offered, and the chance of each. A seat is compared with the rank
 * JoSAA would use: at an IIT the JEE Advanced rank (the category's own list on a category seat),
 * elsewhere the common rank list (JEE Main) on OPEN seats and the category rank on the category's.
 * Quotas follow the student's home state: HS only at an institute in it, OS only outside it, GO,
 * JK and LA only for Goa, Jammu and Kashmir and Ladakh. A seat whose last closing rank was on the
 * preparatory list is left out (that rank is not on the list the student's is).
 */
import type { Institute, InstituteKind } from "@/content/josaa/institutes";
import { chanceOfReach, type ChangeModel } from "./chance";
import type { Profile } from "./profile";
import type { Seat, SeatTable } from "./seats";

export const chances = ["likely", "possible", "unlikely"] as const;
export type Chance = (typeof chances)[number];

/** Probability cut-offs of the labels, set by the back-test on 2023 → 2024 (content/josaa/backtest.json). */
export type Thresholds = { likely: number; unlikely: number; floor: number };

export type RankBasis = "advanced" | "advancedCategory" | "main" | "category";

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
  if (seat.seatType !== profile.category) return undefined;
  // An IIT fills its category seats on JEE Advanced's category list, the others on JEE Main's.
  const rank = iit ? profile.advancedCategoryRank : profile.categoryRank;
  if (rank === undefined) return undefined;
  return { rank, basis: iit ? "advancedCategory" : "category" };
}

/** Seats the answer cannot judge for want of a rank the student left out, each naming that field. */
export type LeftOut = { field: "advancedRank" | "advancedCategoryRank"; message: string };

export function leftOut(profile: Profile): LeftOut[] {
  if (profile.advancedRank === undefined)
    return [
      {
        field: "advancedRank",
        message: "IIT seats are left out: IITs admit on the JEE Advanced rank, and none was given.",
      },
    ];
  if (profile.category !== "OPEN" && profile.advancedCategoryRank === undefined)
    return [
      {
        field: "advancedCategoryRank",
        message: `IIT seats of the ${profile.category} list are left out: IITs fill them on the JEE Advanced category rank, and none was given. IIT seats open to all are judged on the JEE Advanced rank.`,
      },
    ];
  return [];
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
