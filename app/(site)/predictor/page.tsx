import type { Metadata } from "next";
import Link from "next/link";
import { Breadcrumbs } from "@/components/sections/Breadcrumbs";
import { chanceWord } from "@/components/predictor/ChanceBadge";
import { CounsellorButton } from "@/components/predictor/CounsellorButton";
import { PredictionList } from "@/components/predictor/PredictionList";
import { PredictorForm, type FormValues } from "@/components/predictor/PredictorForm";
import { ShortlistActions } from "@/components/predictor/ShortlistActions";
import { answerPredictorQuery, NO_DATA_MESSAGE, PAGE_SIZE, pageNumber } from "@/lib/predictor/answer";
import { backtest } from "@/lib/predictor/backtest-figures";
import { chances } from "@/lib/predictor/predict";
import { parsePredictorQuery, profileFields, viewFields } from "@/lib/predictor/search";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const path = "/predictor";
const FIELDS = [...profileFields, ...viewFields];

// A profile's answer has its own URL to share; every one of them has this page as its canonical.
export const metadata: Metadata = pageMetadata({
  title: "JoSAA College Predictor: IIT, NIT, IIIT by Rank | Disha",
  description:
    "Enter your JEE Main rank, category and state to see every IIT, NIT and IIIT program you could get, with JoSAA closing ranks and a tested chance.",
  path,
});

const percent = (rate: number) => `${Math.round(rate * 100)} %`;

function pageHref(values: FormValues, page: number): string {
  const params = new URLSearchParams(Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])));
  params.set("page", String(page));
  return `${path}?${params}`;
}

export default async function PredictorPage({ searchParams }: Props) {
  const params = await searchParams;
  const values: FormValues = Object.fromEntries(
    FIELDS.map((name) => [name, Array.isArray(params[name]) ? params[name][0] : params[name]]),
  );
  const asked = profileFields.some((name) => values[name] !== undefined);
  const query = asked ? parsePredictorQuery(params) : null;
  const errors = query && !query.ok ? query.errors : {};
  const answer = query?.ok ? await answerPredictorQuery(query) : null;
  const total = answer?.predictions.length ?? 0;
  const page = pageNumber(Array.isArray(params.page) ? params.page[0] : params.page, total);
  const { likely, unlikely } = backtest.evaluation.labels;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs trail={[{ name: "College predictor", path }]} className="mb-6" />
      <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">JoSAA college predictor</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Every IIT, NIT, IIIT and government-funded program your rank could reach, from JoSAA&rsquo;s own closing ranks. We test it
        in public: predicting {backtest.evaluation.to} from the two years before, seats we called likely were within reach{" "}
        {percent(likely.rate)} of the time, and unlikely ones {percent(unlikely.rate)}.{" "}
        <Link href="/predictor/method" className="font-medium text-brand-700 underline underline-offset-2">
          How the predictor works
        </Link>
      </p>

      <section aria-labelledby="profile-heading" className="mt-8 rounded-2xl border border-slate-200 p-4 shadow-sm sm:p-6">
        <h2 id="profile-heading" className="mb-4 text-xl font-bold text-brand-900">
          Your ranks
        </h2>
        {Object.keys(errors).length > 0 && (
          <div role="alert" className="mb-5 rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
            <p className="font-semibold">Please check the fields marked below.</p>
            <ul className="mt-1 list-disc pl-5">
              {Object.entries(errors).map(([field, message]) => (
                <li key={field}>
                  <a href={`#${field}`} className="underline">
                    {message}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
        <PredictorForm values={values} errors={errors} />
      </section>

      {query?.ok && (
        <section aria-labelledby="results-heading" className="mt-10">
          <h2 id="results-heading" className="text-2xl font-bold text-brand-900">
            Programs you could be offered
          </h2>
          {answer?.leftOut.map((note) => (
            <p key={note.field} className="mt-3 max-w-3xl rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-800">
              {note.message}{" "}
              <a href={`#${note.field}`} className="font-medium text-brand-700 underline underline-offset-2">
                Add it above
              </a>
            </p>
          ))}
          {!answer ? (
            <p className="mt-3 text-slate-700">{NO_DATA_MESSAGE}</p>
          ) : total === 0 ? (
            <div className="mt-3 rounded-2xl bg-brand-50 p-5">
              <p className="text-slate-800">
                No program is within reach of this profile on JoSAA&rsquo;s {answer.data.table.latest.year} closing ranks
                {values.type || values.state || values.branch ? " with these filters" : ""}. A counsellor can look at other routes
                with you: state counselling, private universities, the next attempt.
              </p>
              <CounsellorButton about="your options" className="mt-4" />
            </div>
          ) : (
            <>
              <p className="mt-2 text-slate-700">
                {total.toLocaleString("en-IN")} programs,{" "}
                {chances
                  .map(
                    (chance) =>
                      `${answer.predictions.filter((p) => p.chance === chance).length.toLocaleString("en-IN")} ${chanceWord[chance].toLowerCase()}`,
                  )
                  .join(", ")}
                . Based on JoSAA {answer.data.table.latest.year}&rsquo;s final round (round {answer.data.table.latest.rounds}).
              </p>
              <div className="mt-4 flex flex-wrap items-center gap-3 rounded-2xl bg-brand-50 p-4">
                <p className="min-w-0 flex-1 basis-60 text-slate-800">Unsure which of these to put first in your choice list?</p>
                <CounsellorButton about="your choices" />
              </div>
              <ShortlistActions />
              <div className="mt-6">
                <PredictionList
                  predictions={answer.predictions.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
                  table={answer.data.table}
                />
              </div>
              {total > PAGE_SIZE && (
                <nav aria-label="Result pages" className="mt-6 flex flex-wrap items-center gap-4">
                  {page > 1 && (
                    <Link href={pageHref(values, page - 1)} className="font-medium text-brand-700 underline">
                      Previous page
                    </Link>
                  )}
                  <span className="text-slate-700">
                    Page {page} of {Math.ceil(total / PAGE_SIZE)}
                  </span>
                  {page * PAGE_SIZE < total && (
                    <Link href={pageHref(values, page + 1)} className="font-medium text-brand-700 underline">
                      Next page
                    </Link>
                  )}
                </nav>
              )}
            </>
          )}
        </section>
      )}
    </div>
  );
}
