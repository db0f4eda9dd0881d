/** A prediction as `GET /api/predictor` answers it. */
import type { Prediction } from "./predict";
import type { SeatTable } from "./seats";

export function toWirePrediction(prediction: Prediction, table: SeatTable) {
  const { seat } = prediction;
  const finalsShown = table.years.slice(-3);
  return {
    institute: seat.institute.name,
    instituteSlug: seat.institute.slug,
    program: seat.program,
    quota: seat.quota,
    seatType: seat.seatType,
    gender: seat.gender,
    closingRank: seat.finals.get(table.latest.year)!.closingRank,
    /** The final round's closing rank of the last three years (null where the seat was not offered). */
    trend: finalsShown.map(({ year }) => ({ year, closingRank: seat.finals.get(year)?.closingRank ?? null })),
    rounds: [...seat.rounds].sort(([a], [b]) => a - b).map(([round, ranks]) => ({ round, closingRank: ranks.closingRank })),
    rank: prediction.rank,
    rankBasis: prediction.rankBasis,
    probability: Number(prediction.probability.toFixed(3)),
    chance: prediction.chance,
  };
}
