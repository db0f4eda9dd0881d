import { topUniversities } from "@/content/home";
import { universitiesByCountry } from "@/content/universities";
import { countryKeys, countryLabels, type CountryKey } from "@/content/university-schema";
import type { University } from "@/content/university-schema";
import { studyAbroadPath } from "@/lib/universities/seo";
import { CountryTabs } from "./directory/CountryTabs";
import { UniversityCard } from "./directory/UniversityCard";

export function UniversityGrid({ country, universities }: { country: CountryKey; universities: University[] }) {
  if (universities.length === 0) {
    return <p className="rounded-xl bg-slate-50 p-6 text-slate-700">{`No data available for ${countryLabels[country]}.`}</p>;
  }
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {universities.map((university) => (
        <li key={university.slug}>
          <UniversityCard university={university} />
        </li>
      ))}
    </ul>
  );
}

/**
 * "Top Universities to Study Abroad": country tabs (United Kingdom first) over university cards.
 * Self-contained, for the study-abroad page and the home page alike. With `countryInUrl` (the
 * study-abroad page) each tab is a link to /aboradstudy?country=…, kept in the address bar.
 */
export function TopUniversities({
  heading = topUniversities.heading,
  intro = topUniversities.intro,
  id = "top-universities",
  initial = topUniversities.defaultTab,
  countryInUrl = false,
}: {
  heading?: string;
  intro?: string;
  id?: string;
  initial?: CountryKey;
  countryInUrl?: boolean;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto max-w-7xl px-4 py-12">
      <h2 id={`${id}-heading`} className="text-3xl font-extrabold text-brand-900">
        {heading}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{intro}</p>
      <div className="mt-6">
        <CountryTabs
          label="Country"
          initial={initial}
          tabs={countryKeys.map((country) => ({
            key: country,
            label: countryLabels[country],
            href: countryInUrl ? studyAbroadPath(country) : undefined,
            panel: <UniversityGrid country={country} universities={universitiesByCountry[country]} />,
          }))}
        />
      </div>
    </section>
  );
}
