import type { Metadata } from "next";
import Link from "next/link";
import { Breadcrumbs } from "@/components/sections/Breadcrumbs";
import { institutes, type InstituteKind } from "@/content/josaa/institutes";
import { cutoffPath, cutoffsPath } from "@/lib/predictor/cutoffs";
import { instituteKinds } from "@/lib/predictor/predict";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({
  title: "JoSAA cutoffs: IIT, NIT, IIIT closing ranks | Disha",
  description:
    "JoSAA opening and closing ranks of every IIT, NIT, IIIT and GFTI: three years of final rounds and the latest year round by round, by category, quota and gender.",
  path: cutoffsPath,
});

const heading: Record<InstituteKind, string> = {
  IIT: "IITs",
  NIT: "NITs and IIEST Shibpur",
  IIIT: "IIITs",
  GFTI: "Other government-funded technical institutes",
};

export default function CutoffsPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs trail={[{ name: "JoSAA cutoffs", path: cutoffsPath }]} className="mb-6" />
      <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">JoSAA cutoffs by institute</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Closing ranks of every program, from JoSAA&rsquo;s published tables. Or enter your rank in the{" "}
        <Link href="/predictor" className="font-medium text-brand-700 underline underline-offset-2">
          college predictor
        </Link>{" "}
        to see where it reaches.
      </p>
      {instituteKinds.map((kind) => (
        <section key={kind} aria-labelledby={`kind-${kind}`} className="mt-8">
          <h2 id={`kind-${kind}`} className="text-xl font-bold text-brand-900">
            {heading[kind]}
          </h2>
          <ul className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
            {institutes
              .filter((institute) => institute.kind === kind)
              .sort((a, b) => a.shortName.localeCompare(b.shortName))
              .map((institute) => (
                <li key={institute.slug}>
                  <Link
                    href={cutoffPath(institute)}
                    className="inline-block py-1.5 text-brand-800 underline-offset-2 hover:underline"
                  >
                    {institute.shortName} cutoff
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
