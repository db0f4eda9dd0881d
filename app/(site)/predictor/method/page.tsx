import type { Metadata } from "next";
import Link from "next/link";
import { Breadcrumbs } from "@/components/sections/Breadcrumbs";
import { chanceWord } from "@/components/predictor/ChanceBadge";
import { backtest } from "@/lib/predictor/backtest-figures";
import { chances } from "@/lib/predictor/predict";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/predictor/method";

export const metadata: Metadata = pageMetadata({
  title: "How our JoSAA predictor works, and how often it is right",
  description:
    "The method behind Disha's JoSAA college predictor in plain words, and its measured accuracy: 2025's seats predicted from 2023 and 2024 alone.",
  path,
});

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;
const count = (value: number) => value.toLocaleString("en-IN");

// Every figure on this page is read from content/josaa/backtest.json, which `npm run predictor:backtest` writes.
export default function PredictorMethodPage() {
  const { calibration, evaluation, thresholds } = backtest;
  const range = {
    likely: `${thresholds.likely.toFixed(2)} or more`,
    possible: `${thresholds.unlikely.toFixed(2)} to ${thresholds.likely.toFixed(2)}`,
    unlikely: `${thresholds.floor.toFixed(2)} to ${thresholds.unlikely.toFixed(2)}`,
  };
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Breadcrumbs
        trail={[
          { name: "College predictor", path: "/predictor" },
          { name: "How it works", path },
        ]}
        className="mb-6"
      />
      <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">How the predictor works, and how often it is right</h1>

      <section aria-labelledby="method-heading" className="mt-8 space-y-4 text-lg leading-8 text-slate-800">
        <h2 id="method-heading" className="text-2xl font-bold text-brand-900">
          The method in plain words
        </h2>
        <p>
          JoSAA publishes, for every seat (a program at an institute, on one quota, category and gender list), the rank of the
          last student admitted in each round: the closing rank. We hold those tables for {calibration.from}, {calibration.to} and{" "}
          {evaluation.to}.
        </p>
        <p>
          Closing ranks move from year to year. For every seat offered in two years running, we note how far its final-round
          closing rank moved. Small closing ranks (a top program, a PwD list of a few seats) move more in proportion than large
          ones, so we keep those moves in groups by size. Your chance at a seat is the share of moves, in its group, big enough to
          have taken your rank in from last year&rsquo;s closing rank.
        </p>
        <p>
          We compare the rank JoSAA would use: at an IIT your JEE Advanced rank on open seats and your JEE Advanced category rank
          on your category&rsquo;s seats; elsewhere your JEE Main rank on open seats and your JEE Main category rank on your
          category&rsquo;s seats. Without a JEE Advanced category rank, an IIT&rsquo;s seats of your category are left out, and
          the answer says so. Home-state seats count only for the state of your 12th board, other-state seats only outside it.
          Female-only seats count only for female students. A seat last filled from the preparatory list is left out.
        </p>
      </section>

      <section aria-labelledby="accuracy-heading" className="mt-10">
        <h2 id="accuracy-heading" className="text-2xl font-bold text-brand-900">
          Measured accuracy
        </h2>
        <p className="mt-3 text-lg leading-8 text-slate-800">
          We set the labels&rsquo; cut-offs on {calibration.from} → {calibration.to}, then predicted {evaluation.to}&rsquo;s final
          round from {evaluation.from.join(" and ")} alone, for {count(evaluation.profiles)} student profiles (every category,
          both genders, ten home states, JEE Main ranks from 300 to 800,000 with JEE Advanced and category ranks to match):{" "}
          {count(evaluation.pairs)} profile-and-seat pairs, each checked against what happened in {evaluation.to}.
        </p>
        <div className="mt-5 overflow-x-auto" role="region" aria-labelledby="labels-caption" tabIndex={0}>
          <table className="w-full text-left text-sm sm:text-base">
            <caption id="labels-caption" className="mb-2 text-left font-semibold text-slate-800">
              How often each label was within reach in {evaluation.to}
            </caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-3">
                  Label
                </th>
                <th scope="col" className="py-2 pr-3">
                  Chance
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Pairs
                </th>
                <th scope="col" className="py-2 text-right">
                  Within reach
                </th>
              </tr>
            </thead>
            <tbody>
              {chances.map((chance) => (
                <tr key={chance} className="border-b border-slate-200">
                  <th scope="row" className="py-2 pr-3 font-semibold">
                    {chanceWord[chance]}
                  </th>
                  <td className="py-2 pr-3">{range[chance]}</td>
                  <td className="py-2 pr-3 text-right">{count(evaluation.labels[chance].listed)}</td>
                  <td className="py-2 text-right font-semibold">{percent(evaluation.labels[chance].rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-4 text-slate-800">
          Our targets: &ldquo;likely&rdquo; right at least 90 % of the time, &ldquo;unlikely&rdquo; at most 10 %. The Brier score
          of the chances (0 is perfect, 0.25 is a coin toss) was {evaluation.brier}. Most pairs are seats far inside a rank, which
          flatter the &ldquo;likely&rdquo; figure, so here is every band of chance on its own:
        </p>
        <div className="mt-5 overflow-x-auto" role="region" aria-labelledby="bands-caption" tabIndex={0}>
          <table className="w-full text-left text-sm sm:text-base">
            <caption id="bands-caption" className="mb-2 text-left font-semibold text-slate-800">
              Within reach in {evaluation.to}, by the chance we gave
            </caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-3">
                  Chance given
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Pairs
                </th>
                <th scope="col" className="py-2 text-right">
                  Within reach
                </th>
              </tr>
            </thead>
            <tbody>
              {evaluation.reliability
                .filter((band) => band.listed > 0)
                .map((band) => (
                  <tr key={band.from} className="border-b border-slate-200">
                    <th scope="row" className="py-1.5 pr-3 font-normal">
                      {band.from.toFixed(2)}–{band.to.toFixed(2)}
                    </th>
                    <td className="py-1.5 pr-3 text-right">{count(band.listed)}</td>
                    <td className="py-1.5 text-right">{percent(band.rate)}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
        <p className="mt-6">
          <Link href="/predictor" className="font-semibold text-brand-700 underline underline-offset-2">
            Try the predictor
          </Link>
        </p>
      </section>
    </div>
  );
}
