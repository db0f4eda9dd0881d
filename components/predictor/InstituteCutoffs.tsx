import Link from "next/link";
import { Breadcrumbs } from "@/components/sections/Breadcrumbs";
import { CounsellorButton } from "@/components/predictor/CounsellorButton";
import { CutoffTable } from "@/components/predictor/CutoffTable";
import { ShortlistActions } from "@/components/predictor/ShortlistActions";
import { JsonLd } from "@/components/ui/JsonLd";
import type { Institute } from "@/content/josaa/institutes";
import {
  cutoffCategories,
  cutoffPath,
  cutoffsPath,
  cutoffTitle,
  instituteCutoffs,
  instituteJsonLd,
  type CutoffCategory,
} from "@/lib/predictor/cutoffs";
import { predictorData } from "@/lib/predictor/queries";

const kindName = {
  IIT: "an IIT",
  NIT: "a National Institute of Technology",
  IIIT: "an IIIT",
  GFTI: "a government-funded technical institute",
};

/** One institute's cutoff page for one category (OPEN: the institute's own page), with links to the others. */
export async function InstituteCutoffs({ institute, category }: { institute: Institute; category: CutoffCategory }) {
  const data = await predictorData();
  const table = data?.table;
  const programs = table ? instituteCutoffs(table, institute.slug, category) : [];
  const latest = table?.latest;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <JsonLd data={instituteJsonLd(institute)} />
      <Breadcrumbs
        trail={[
          { name: "JoSAA cutoffs", path: cutoffsPath },
          { name: institute.shortName, path: cutoffPath(institute) },
          ...(category.slug ? [{ name: category.name, path: cutoffPath(institute, category) }] : []),
        ]}
        className="mb-6"
      />
      <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">
        {latest ? cutoffTitle(institute, latest.year, category) : `${institute.shortName} cutoff`}
      </h1>
      {/* First under the heading: a student picks their category before reading on. */}
      <nav aria-label="Category" className="mt-4 flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-slate-700">Category:</span>
        {cutoffCategories.map((each) => (
          <Link
            key={each.name}
            href={cutoffPath(institute, each)}
            aria-current={each === category ? "page" : undefined}
            className="inline-flex min-h-11 items-center rounded-full px-4 py-1.5 text-sm font-semibold text-brand-800 ring-1 ring-brand-800 hover:bg-brand-50 aria-[current=page]:bg-brand-800 aria-[current=page]:text-white"
          >
            {each.name}
          </Link>
        ))}
      </nav>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        {institute.name} is {kindName[institute.kind]} in {institute.state}. It admits through JoSAA on the{" "}
        {institute.kind === "IIT" ? "JEE Advanced" : "JEE Main"} rank
        {institute.kind === "IIT" ? "" : `; its home-state quota is for students whose 12th board is in ${institute.state}`}.
        Below, for the {category.name} category and its PwD list, the closing rank (the last rank admitted) of each seat in the
        final round of each year, then {latest?.year ?? "the latest year"} round by round. &ldquo;P&rdquo; marks a rank from the
        preparatory list. Star a seat to add it to your shortlist, to compare or send to a counsellor.
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <CounsellorButton about={institute.shortName} />
        <Link
          href="/predictor"
          className="inline-flex min-h-11 items-center justify-center rounded-full border-2 border-brand-800 px-6 py-2.5 font-semibold text-brand-900 hover:bg-brand-50"
        >
          Check your chances
        </Link>
      </div>
      <ShortlistActions />
      {table && programs.length > 0 ? (
        programs.map((program, index) => (
          <section key={program.program} aria-labelledby={`program-${index}`} className="mt-10">
            <h2 id={`program-${index}`} className="break-words text-xl font-bold text-brand-900">
              {program.program}
            </h2>
            <CutoffTable program={program} table={table} />
          </section>
        ))
      ) : (
        <p className="mt-8 text-slate-700">
          {table
            ? `JoSAA’s tables list no ${category.name} seats at this institute.`
            : "JoSAA’s figures for this institute have not been loaded yet."}
        </p>
      )}
    </div>
  );
}
