import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { site } from "@/content/site";
import { findUniversityBySlug, universities } from "@/content/universities";
import { GoBackLink } from "@/components/sections/directory/GoBackLink";
import { Monogram } from "@/components/sections/directory/Monogram";
import { ChatLink } from "@/components/ui/ChatLink";
import { JsonLd } from "@/components/ui/JsonLd";
import { countryLabels } from "@/content/university-schema";
import {
  studyAbroadPath,
  universityJsonLd,
  universityMetaDescription,
  universityPageTitle,
  universityPath,
} from "@/lib/universities/seo";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { getExchangeRates } from "@/lib/universities/exchange-rates";
import { describeRate, indicativeRupees } from "@/lib/universities/fees";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = { params: Promise<{ slug: string }> };

/**
 * Every university page is prerendered, so a shared link or a reload always works. The previous
 * site's links by name (/university/HERIOT%20WATT%20University) never get here: proxy.ts
 * redirects them.
 */
export function generateStaticParams() {
  return universities.map((university) => ({ slug: university.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const university = findUniversityBySlug((await params).slug);
  if (!university) return { title: "University data not available" };
  return pageMetadata({
    title: universityPageTitle(university),
    description: universityMetaDescription(university),
    path: universityPath(university),
  });
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl bg-brand-50 p-4">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-1 font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

export default async function UniversityPage({ params }: Props) {
  const { slug } = await params;
  const university = findUniversityBySlug(slug);
  if (!university) notFound();
  // In rupees too, at the rate staff set (Exchange Rates), with that rate and its day.
  const rupees = university.tuition ? indicativeRupees(university.tuition, await getExchangeRates()) : null;

  return (
    <article className="mx-auto max-w-4xl px-4 py-10">
      <JsonLd
        data={[
          breadcrumbJsonLd([
            { name: "Study Abroad", path: "/aboradstudy" },
            { name: university.name, path: universityPath(university) },
          ]),
          universityJsonLd(university),
        ]}
      />
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link href="/" className="underline hover:text-brand-800">
              Home
            </Link>
            <span aria-hidden="true"> ›</span>
          </li>
          <li>
            <Link href="/aboradstudy" className="underline hover:text-brand-800">
              Study Abroad
            </Link>
            <span aria-hidden="true"> ›</span>
          </li>
          <li aria-current="page">{university.name}</li>
        </ol>
      </nav>

      <header className="mt-6 flex items-center gap-5">
        <Monogram initials={university.badge.initials} colour={university.badge.color} size="lg" />
        <div className="min-w-0">
          <h1 className="text-3xl font-extrabold wrap-anywhere text-brand-900 sm:text-4xl">{university.name}</h1>
          <p className="mt-1 text-lg text-slate-700">{university.location}</p>
        </div>
      </header>

      <dl className="mt-8 grid gap-4 sm:grid-cols-2">
        <Fact label="Country">{countryLabels[university.country]}</Fact>
        <Fact label="Courses">{university.courses}</Fact>
        {university.tuition && (
          <Fact label="Tuition (international students)">
            {university.tuition}
            {rupees && (
              <span className="mt-1 block text-base font-normal text-slate-700">
                {`${rupees.text}, indicative: ${describeRate(rupees.rate)}`}
              </span>
            )}
          </Fact>
        )}
        {university.intake && <Fact label="Intake months">{university.intake.join(", ")}</Fact>}
        {university.website && (
          <Fact label="Website">
            <a
              href={university.website}
              target="_blank"
              rel="noopener noreferrer"
              className="break-all text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {new URL(university.website).hostname}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Fact>
        )}
      </dl>

      <section aria-labelledby="about-university" className="mt-8">
        <h2 id="about-university" className="text-2xl font-bold text-brand-900">
          {`About ${university.name}`}
        </h2>
        <p className="mt-3 text-lg leading-8 text-slate-700">{university.about}</p>
        <p className="mt-3 text-sm text-slate-600">
          {/* Names only the figures this page shows (not every university has a tuition figure). */}
          {`${university.tuition ? "Tuition and intakes are" : "Intake months are"} a guide for planning; the institution has the final figures for your course.`}
        </p>
      </section>

      <div className="mt-10 flex flex-wrap gap-4">
        <GoBackLink
          // Opened directly (a shared link, a search result): the university's own country tab.
          fallbackHref={studyAbroadPath(university.country)}
          className="inline-flex items-center gap-1 rounded-full border border-brand-800 px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
        />
        <ChatLink
          greeting={site.directoryChatGreeting}
          className="inline-block rounded-full bg-brand-800 px-6 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          Get Free Counselling
        </ChatLink>
      </div>
    </article>
  );
}
