/** One predictor answer, for the page and the API alike: the query checked, the seats predicted, the view applied, a page of it. */
import { backtest } from "./backtest-figures";
import { leftOut, predict, type LeftOut, type Prediction } from "./predict";
import { predictorData, type PredictorData } from "./queries";
import { applyView, type PredictorQuery } from "./search";

export const PAGE_SIZE = 50;

export type PredictorAnswer = {
  data: PredictorData;
  /** Every seat the view keeps, in its order. */
  predictions: Prediction[];
  /** IIT seats not judged for want of a rank (none when the view shows no IIT). */
  leftOut: LeftOut[];
};

export const NO_DATA_MESSAGE = "The predictor has no JoSAA figures yet. Please try again later, or talk to a counsellor.";

/** Null before any year is imported. */
export async function answerPredictorQuery(query: Extract<PredictorQuery, { ok: true }>): Promise<PredictorAnswer | null> {
  const data = await predictorData();
  if (!data) return null;
  const predictions = predict(data.table, data.model, backtest.thresholds, query.profile);
  return {
    data,
    predictions: applyView(predictions, query.view, data.table.latest.year),
    leftOut: query.view.type && query.view.type !== "IIT" ? [] : leftOut(query.profile),
  };
}

/** A page number from the URL: 1 unless a whole number of 1 or more, and never past the last page. */
export function pageNumber(raw: string | null | undefined, total: number): number {
  const asked = raw && /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1;
  return Math.min(asked, Math.max(1, Math.ceil(total / PAGE_SIZE)));
}
