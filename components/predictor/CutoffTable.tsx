import { genderLabel, quotaLabel, type GenderList, type Quota } from "@/lib/predictor/josaa";
import type { ProgramCutoffs } from "@/lib/predictor/cutoffs";
import type { RoundRank, SeatTable } from "@/lib/predictor/seats";
import { StarButton } from "./StarButton";

const number = (ranks: RoundRank | undefined) =>
  ranks ? `${ranks.closingRank.toLocaleString("en-IN")}${ranks.preparatory ? " P" : ""}` : "–";

/**
 * One program's closing ranks: the final round of each year held, then the latest year round by
 * round, each seat with its shortlist star. The first columns fit a phone; the rounds scroll
 * sideways inside their own region.
 */
export function CutoffTable({ program, table }: { program: ProgramCutoffs; table: SeatTable }) {
  const years = table.years.slice(-3).map((held) => held.year);
  const latest = table.latest;
  const rounds = Array.from({ length: latest.rounds }, (_, index) => index + 1);
  return (
    <div
      className="mt-3 overflow-x-auto rounded-xl border border-slate-200"
      role="region"
      aria-label={`${program.program}: closing ranks`}
      tabIndex={0}
    >
      {/* The cells' and rows' styles are set once here: an institute's page has thousands of cells, each carried twice (HTML, RSC payload). */}
      <table className="min-w-full text-sm [&_tbody_th]:px-2 [&_tbody_th]:py-1.5 [&_tbody_th]:text-left [&_tbody_th]:font-normal [&_tbody_tr]:border-t [&_tbody_tr]:border-slate-200 [&_td]:px-2 [&_td]:py-1.5 [&_td]:text-right [&_td]:tabular-nums">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-2 py-2 text-left">
              Seat
            </th>
            {years.map((year) => (
              <th key={year} scope="col" className="px-2 py-2 text-right">
                {year}
              </th>
            ))}
            {rounds.map((round) => (
              <th key={round} scope="col" className="px-2 py-2 text-right whitespace-nowrap">
                {latest.year} R{round}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {program.seats.map((seat) => (
            <tr key={`${seat.quota}|${seat.seatType}|${seat.gender}`}>
              <th scope="row">
                <span className="flex items-center gap-2">
                  <StarButton seatKey={seat.key} />
                  <span>
                    <span className="font-semibold">{seat.seatType}</span>
                    <span className="block text-slate-600">
                      {quotaLabel[seat.quota as Quota]}, {genderLabel[seat.gender as GenderList]}
                    </span>
                  </span>
                </span>
              </th>
              {years.map((year) => (
                <td key={year}>{number(seat.finals.get(year))}</td>
              ))}
              {rounds.map((round) => (
                <td key={round}>{number(seat.rounds.get(round))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
