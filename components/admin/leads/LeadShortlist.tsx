import Link from "next/link";
import { COMPARE_LIMIT, comparePath } from "@/lib/predictor/compare";
import type { SentSeat } from "@/lib/leads/shortlist";
import { genderLabel, quotaLabel, type GenderList, type Quota } from "@/lib/predictor/josaa";

/** The predictor's seats the visitor sent with the enquiry, as they saw them, with the public cutoff page of each institute. */
export function LeadShortlist({ seats }: { seats: (SentSeat & { id: string })[] }) {
  if (seats.length === 0) return null;
  return (
    <section aria-labelledby="lead-shortlist" className="rounded-xl bg-white p-4 shadow-sm">
      <h2 id="lead-shortlist" className="text-lg font-semibold text-brand-900">
        Shortlist sent with this enquiry ({seats.length})
      </h2>
      <ol className="mt-3 divide-y divide-slate-200">
        {seats.map((seat) => (
          <li key={seat.id} className="py-2">
            <p className="font-semibold text-slate-900">
              <Link href={`/cutoffs/${seat.seatKey.split("|")[0]}`} className="text-brand-800 underline">
                {seat.institute}
              </Link>
            </p>
            <p className="text-slate-800">{seat.program}</p>
            <p className="text-sm text-slate-700">
              {quotaLabel[seat.quota as Quota] ?? seat.quota} quota, {seat.seatType},{" "}
              {genderLabel[seat.gender as GenderList] ?? seat.gender}
              {seat.closingRank !== null && `: closed at ${seat.closingRank.toLocaleString("en-IN")} in ${seat.closingYear}`}
            </p>
          </li>
        ))}
      </ol>
      <Link
        href={comparePath(seats.map((seat) => seat.seatKey))}
        className="mt-2 inline-block font-semibold text-brand-800 underline"
      >
        Compare {seats.length > COMPARE_LIMIT ? "the first four" : "them"} side by side
      </Link>
    </section>
  );
}
