/**
 * The predictor's published accuracy. For a grid of profiles (every category, both genders, ten
 * home states, JEE Main and Advanced ranks and category ranks across the range) it predicts one
 * year's final round from the years before it alone and checks each listed seat against what happened: was the student's rank within that
 * year's closing rank? The label thresholds are chosen on 2023 → 2024 (the first pair of years),
 * then judged on 2025, predicted from 2023 and 2024.
 */
import { learnChanges, type ChangeModel } from "./chance";
import { seatTypes } from "./josaa";
import { chances, label, reachableSeats, type Chance, type Thresholds } from "./predict";
import type { Profile } from "./profile";
import { seatTableBefore, type SeatTable } from "./seats";

/** Seats below this probability are not listed at all. */
const FLOOR = 0.02;
/** The thresholds are chosen to beat the targets (likely ≥ 90 %, unlikely ≤ 10 %) by this margin on the calibration years. */
const TARGET = { likely: 0.92, unlikely: 0.08 };

const HOME_STATES = [
  "Tamil Nadu",
  "Uttar Pradesh",
  "Maharashtra",
  "Bihar",
  "Delhi",
  "Karnataka",
  "West Bengal",
  "Rajasthan",
  "Goa",
  "Jammu and Kashmir",
] as const;
/** Common-rank-list ranks from 300 to about 800,000, evenly spread on a log scale. */
const MAIN_RANKS = Array.from({ length: 14 }, (_, step) => Math.round(300 * Math.pow(800_000 / 300, step / 13)));
/** Rough shares of a common rank that a category rank is (the grid needs plausible pairs, not exact ones). */
const CATEGORY_SHARE: Record<(typeof seatTypes)[number], number> = {
  OPEN: 1,
  EWS: 0.15,
  "OBC-NCL": 0.35,
  SC: 0.12,
  ST: 0.05,
  "OPEN (PwD)": 0.01,
  "EWS (PwD)": 0.002,
  "OBC-NCL (PwD)": 0.004,
  "SC (PwD)": 0.001,
  "ST (PwD)": 0.0005,
};

export function profileGrid(): Profile[] {
  return seatTypes.flatMap((category) =>
    (["female", "male"] as const).flatMap((gender) =>
      HOME_STATES.flatMap((homeState) =>
        MAIN_RANKS.map((mainRank) => {
          // About a quarter of the common rank (JEE Advanced is taken by the top of JEE Main only).
          const advancedRank = Math.max(1, Math.round(mainRank / 4));
          const share = CATEGORY_SHARE[category];
          return {
            mainRank,
            category,
            categoryRank: Math.max(1, Math.round(mainRank * share)),
            gender,
            homeState,
            advancedRank,
            // The same share on JEE Advanced's category list, so an IIT's category seats are judged too.
            advancedCategoryRank: category === "OPEN" ? undefined : Math.max(1, Math.round(advancedRank * share)),
          };
        }),
      ),
    ),
  );
}

type Outcome = { probability: number; chance: Chance; reached: boolean };

/** Each listed seat of each profile, predicted from the years before `year`, with whether `year`'s final round took the rank in. */
function outcomes(table: SeatTable, year: number, model: ChangeModel, thresholds: Thresholds): Outcome[] {
  const past = seatTableBefore(table, year);
  const actual = new Map(table.seats.map((seat) => [seat.key, seat.finals.get(year)]));
  const result: Outcome[] = [];
  for (const profile of profileGrid()) {
    for (const prediction of reachableSeats(past, model, thresholds, profile)) {
      const next = actual.get(prediction.seat.key);
      // A seat not offered that year, or filled from the preparatory list, cannot be judged.
      if (!next || next.preparatory) continue;
      result.push({
        probability: prediction.probability,
        chance: prediction.chance,
        reached: prediction.rank <= next.closingRank,
      });
    }
  }
  return result;
}

/** Probability bands 0.05 wide: the reliability table, and the grain the thresholds are chosen on. */
const BAND_WIDTH = 0.05;
const BAND_COUNT = Math.round(1 / BAND_WIDTH);

export type Band = { from: number; to: number; listed: number; reached: number; rate: number };

function bands(rows: Outcome[]): Band[] {
  const counts = Array.from({ length: BAND_COUNT }, () => ({ listed: 0, reached: 0 }));
  for (const row of rows) {
    const band = counts[Math.min(BAND_COUNT - 1, Math.floor(row.probability / BAND_WIDTH))]!;
    band.listed++;
    if (row.reached) band.reached++;
  }
  return counts.map(({ listed, reached }, index) => ({
    from: round(index * BAND_WIDTH, 2),
    to: round((index + 1) * BAND_WIDTH, 2),
    listed,
    reached,
    rate: listed ? round(reached / listed, 4) : 0,
  }));
}

/**
 * "Likely" starts at the lowest band from which every band up meets the target, "unlikely" ends at
 * the highest band below which every band does: so even the weakest "likely" seat is right that
 * often, not only the average one (which the many seats far inside a rank would flatter).
 */
function chooseThresholds(calibration: Outcome[]): Thresholds {
  const table = bands(calibration).filter((band) => band.listed > 0);
  let likely = 1;
  for (const band of [...table].reverse()) {
    if (band.rate < TARGET.likely) break;
    likely = band.from;
  }
  let unlikely = FLOOR;
  for (const band of table) {
    if (band.rate > TARGET.unlikely || band.to > likely) break;
    unlikely = band.to;
  }
  return { likely, unlikely, floor: FLOOR };
}

export type LabelFigures = { listed: number; reached: number; rate: number };

export type Backtest = {
  calibration: { from: number; to: number; pairs: number };
  evaluation: {
    from: number[];
    to: number;
    profiles: number;
    pairs: number;
    brier: number;
    labels: Record<Chance, LabelFigures>;
    /** How often a seat given each band of probability was within reach. */
    reliability: Band[];
  };
  thresholds: Thresholds;
};

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/** Judges the latest year held: thresholds from the two before it, judged on it. */
export function runBacktest(table: SeatTable): Backtest {
  const [first, second, third] = table.years.slice(-3).map((held) => held.year);
  if (first === undefined || second === undefined || third === undefined) throw new Error("The back-test needs three years.");
  // The changes seen from the first year to the second are all the evidence either step may use.
  const model = learnChanges(seatTableBefore(table, third));
  const calibration = outcomes(seatTableBefore(table, third), second, model, { likely: 1, unlikely: 0, floor: FLOOR });
  const thresholds = chooseThresholds(calibration);
  const judged = outcomes(table, third, model, thresholds).map((row) => ({ ...row, chance: label(row.probability, thresholds) }));
  const labels = Object.fromEntries(
    chances.map((chance) => {
      const rows = judged.filter((row) => row.chance === chance);
      const reached = rows.filter((row) => row.reached).length;
      return [chance, { listed: rows.length, reached, rate: rows.length ? round(reached / rows.length, 4) : 0 }];
    }),
  ) as Record<Chance, LabelFigures>;
  const brier = judged.reduce((sum, row) => sum + (row.probability - (row.reached ? 1 : 0)) ** 2, 0) / judged.length;
  return {
    calibration: { from: first, to: second, pairs: calibration.length },
    evaluation: {
      from: [first, second],
      to: third,
      profiles: profileGrid().length,
      pairs: judged.length,
      brier: round(brier, 4),
      labels,
      reliability: bands(judged),
    },
    thresholds,
  };
}
