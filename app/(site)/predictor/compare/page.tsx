import type { Metadata } from "next";
import Link from "next/link";
import { Breadcrumbs } from "@/components/sections/Breadcrumbs";
import { CounsellorButton } from "@/components/predictor/CounsellorButton";
import { SendShortlistButton } from "@/components/predictor/SendShortlistButton";
import { genderLabel, quotaLabel, type GenderList, type Quota } from "@/lib/predictor/josaa";
import { COMPARE_LIMIT, seatsToCompare } from "@/lib/predictor/compare";
import { cutoffCategoryOf, cutoffPath } from "@/lib/predictor/cutoffs";
import { predictorData } from "@/lib/predictor/queries";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const path = "/predictor/compare";

export const metadata: Metadata = pageMetadata({
  title: "Compare shortlisted JoSAA seats side by side | Disha",
  description:
    "Up to four shortlisted JoSAA seats side by side: institute, program, quota, category, three years of closing ranks and the latest year round by round.",
  path,
  noIndex: true,
});

const number = (value: number | undefined) => (value === undefined ? "–" : value.toLocaleString("en-IN"));

export default async function ComparePage({ searchParams }: Props) {
  const asked = (await searchParams).seat;
  const keys = asked === undefined ? [] : Array.isArray(asked) ? asked : [asked];
  const data = await predictorData();
  const seats = data ? seatsToCompare(data.table, keys) : [];
  const years = data?.table.years.slice(-3).map((held) => held.year) ?? [];
  const latest = data?.table.latest;
  const rounds = latest ? Array.from({ length: latest.rounds }, (_, index) => index + 1) : [];
  const row = (heading: string, cells: React.ReactNode[]) => (
    <tr key={heading} className="border-t border-slate-200 align-top">
      <th scope="row" className="px-2 py-1.5 text-left font-semibold text-slate-700">
        {heading}
      </th>
      {cells.map((cell, index) => (
        <td key={index} className="px-2 py-1.5">
          {cell}
        </td>
      ))}
    </tr>
  );
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs
        trail={[
          { name: "College predictor", path: "/predictor" },
          { name: "Compare", path },
        ]}
        className="mb-6"
      />
      <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">Compare your shortlist</h1>
      {seats.length === 0 ? (
        <p className="mt-4 text-slate-700">
          Nothing to compare yet. Star up to {COMPARE_LIMIT} programs in the{" "}
          <Link href="/predictor" className="font-medium text-brand-700 underline underline-offset-2">
            college predictor
          </Link>
          , then come back here.
        </p>
      ) : (
        <>
          <div
            className="mt-6 overflow-x-auto rounded-xl border border-slate-200"
            role="region"
            aria-label="Shortlisted seats side by side"
            tabIndex={0}
          >
            <table className="min-w-full text-sm">
              <tbody>
                {row(
                  "Institute",
                  seats.map((seat) => (
                    <Link
                      key={seat.key}
                      href={cutoffPath(seat.institute, cutoffCategoryOf(seat.seatType))}
                      className="font-semibold text-brand-800 underline"
                    >
                      {seat.institute.shortName}
                    </Link>
                  )),
                )}
                {row(
                  "Program",
                  seats.map((seat) => seat.program),
                )}
                {row(
                  "Seat",
                  seats.map(
                    (seat) => `${seat.seatType}, ${quotaLabel[seat.quota as Quota]}, ${genderLabel[seat.gender as GenderList]}`,
                  ),
                )}
                {row(
                  "State",
                  seats.map((seat) => seat.institute.state),
                )}
                {years.map((year) =>
                  row(
                    `Closing rank ${year}`,
                    seats.map((seat) => number(seat.finals.get(year)?.closingRank)),
                  ),
                )}
                {rounds.map((round) =>
                  row(
                    `${latest!.year} round ${round}`,
                    seats.map((seat) => number(seat.rounds.get(round)?.closingRank)),
                  ),
                )}
              </tbody>
            </table>
          </div>
          <div className="mt-6">
            <SendShortlistButton fallback={<CounsellorButton about="these programs" />} />
          </div>
        </>
      )}
    </div>
  );
}
