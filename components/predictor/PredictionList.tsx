import Link from "next/link";
import { genderLabel, quotaLabel, type GenderList, type Quota } from "@/lib/predictor/josaa";
import type { Prediction, RankBasis } from "@/lib/predictor/predict";
import type { SeatTable } from "@/lib/predictor/seats";
import { ChanceBadge } from "./ChanceBadge";
import { StarButton } from "./StarButton";

const rankName: Record<RankBasis, string> = {
  advanced: "JEE Advanced rank",
  advancedCategory: "JEE Advanced category rank",
  main: "JEE Main rank",
  category: "category rank",
};
const number = (value: number) => value.toLocaleString("en-IN");

/** One page of predictions as cards (a phone's width), each with its trend and the latest year round by round. */
export function PredictionList({ predictions, table }: { predictions: Prediction[]; table: SeatTable }) {
  const shownYears = table.years.slice(-3).map((held) => held.year);
  const latest = table.latest.year;
  return (
    <ol className="grid gap-4 lg:grid-cols-2">
      {predictions.map(({ seat, rank, rankBasis, chance }) => {
        const rounds = [...seat.rounds].sort(([a], [b]) => a - b);
        return (
          <li key={seat.key} className="min-w-0 rounded-2xl border border-slate-200 p-4 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="min-w-0 text-lg font-bold text-brand-900">
                <Link href={`/cutoffs/${seat.institute.slug}`} className="underline-offset-2 hover:underline">
                  {seat.institute.shortName}
                </Link>
              </h3>
              <div className="flex items-center gap-2">
                <ChanceBadge chance={chance} />
                <StarButton
                  seatKey={seat.key}
                  label={`${seat.institute.shortName}, ${seat.program}, ${seat.quota} ${seat.seatType} ${seat.gender}`}
                />
              </div>
            </div>
            <p className="mt-1 break-words text-slate-800">{seat.program}</p>
            <p className="mt-1 text-sm text-slate-600">
              {quotaLabel[seat.quota as Quota]} quota · {seat.seatType} · {genderLabel[seat.gender as GenderList]}
            </p>
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-600">Closing rank {latest}</dt>
              <dd className="font-semibold text-slate-900">{number(seat.finals.get(latest)!.closingRank)}</dd>
              <dt className="text-slate-600">Final rounds</dt>
              <dd className="text-slate-900">
                {shownYears
                  .map((year) => `${year}: ${seat.finals.has(year) ? number(seat.finals.get(year)!.closingRank) : "–"}`)
                  .join(" · ")}
              </dd>
              <dt className="text-slate-600">{latest} by round</dt>
              <dd className="text-slate-900">
                {rounds
                  .map(([round, ranks]) => `R${round} ${number(ranks.closingRank)}${ranks.preparatory ? "P" : ""}`)
                  .join(" · ")}
              </dd>
              <dt className="text-slate-600">Compared with</dt>
              <dd className="text-slate-900">
                your {rankName[rankBasis]}, {number(rank)}
              </dd>
            </dl>
          </li>
        );
      })}
    </ol>
  );
}
