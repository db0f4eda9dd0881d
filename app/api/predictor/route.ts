import { failure, success } from "@/lib/http/outcome";
import { route } from "@/lib/http/route";
import { answerPredictorQuery, NO_DATA_MESSAGE, PAGE_SIZE, pageNumber } from "@/lib/predictor/answer";
import { parsePredictorQuery } from "@/lib/predictor/search";
import { toWirePrediction } from "@/lib/predictor/wire";

/**
 * GET /api/predictor?mainRank&category&categoryRank&gender&homeState&advancedRank&advancedCategoryRank
 * (and the page's type, state, branch, sort, page): `{ basis: { year, round }, total, page, pageSize,
 * leftOut, results }`, where leftOut names the IIT seats not judged for want of a rank, and 400
 * naming each bad parameter.
 */
export const GET = route({ name: "predictor" }, async ({ request }) => {
  const params = new URL(request.url).searchParams;
  const query = parsePredictorQuery(params);
  if (!query.ok) return failure(400, `Please check: ${Object.values(query.errors).join(" ")}`, query.errors);
  const answer = await answerPredictorQuery(query);
  if (!answer) return failure(503, NO_DATA_MESSAGE);
  const { table } = answer.data;
  const total = answer.predictions.length;
  const page = pageNumber(params.get("page"), total);
  return success(
    total ? `${total} programs you could be offered.` : "No program is within reach of this profile: a counsellor can help.",
    {
      basis: { year: table.latest.year, round: table.latest.rounds },
      total,
      page,
      pageSize: PAGE_SIZE,
      leftOut: answer.leftOut,
      results: answer.predictions
        .slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)
        .map((prediction) => toWirePrediction(prediction, table)),
    },
  );
});
