import type { Metadata } from "next";
import Image from "next/image";
import { durationLabel, onlineMbaPage as page, programmeGreeting, programmes } from "@/content/programmes";
import { CheckList } from "@/components/sections/CheckList";
import { CtaBanner } from "@/components/sections/CtaBanner";
import { FactsStrip } from "@/components/sections/FactsStrip";
import { FeatureGrid } from "@/components/sections/FeatureGrid";
import { PageHero } from "@/components/sections/PageHero";
import { ProseSection } from "@/components/sections/ProseSection";
import { Section } from "@/components/sections/Section";
import { ChatLink } from "@/components/ui/ChatLink";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/onlineMba";

export const metadata: Metadata = pageMetadata({ ...page.meta, path });

export default function OnlineMbaPage() {
  const labels = page.programmes;
  return (
    <>
      <PageHero hero={page.hero} trail={[{ name: page.hero.eyebrow ?? page.hero.heading, path }]} />
      <ProseSection id="why-mba" prose={page.intro} />
      <FeatureGrid id="why-online" section={page.whyOnline} tone="tint" />
      <Section id="eligibility" heading={page.eligibility.heading}>
        <CheckList items={page.eligibility.points} className="max-w-3xl text-lg" />
      </Section>
      <FactsStrip
        id="career-impact"
        heading={page.careerImpact.heading}
        intro={page.careerImpact.text}
        items={page.careerImpact.stats}
      />
      <Section id="programmes" heading={labels.heading} intro={labels.intro}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {programmes.map((programme) => (
            <li key={programme.id} className="flex">
              <article className="relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                <Image
                  src={programme.image.src}
                  alt={programme.image.alt}
                  width={480}
                  height={270}
                  sizes="(min-width: 1024px) 25rem, (min-width: 640px) 50vw, 100vw"
                  className="h-auto w-full"
                />
                {programme.isNew && (
                  <p className="absolute left-3 top-3 rounded-full bg-accent-500 px-3 py-1 text-xs font-bold uppercase tracking-wide text-brand-950">
                    {labels.newTag}
                  </p>
                )}
                <div className="flex flex-1 flex-col p-6">
                  <h3>
                    <span className="block text-sm font-semibold uppercase tracking-wide text-slate-600">{programme.school}</span>
                    <span className="mt-1 block text-xl font-bold text-brand-900">{programme.title}</span>
                  </h3>
                  <p className="mt-2 flex-1 leading-7 text-slate-700">{programme.highlight}</p>
                  <dl className="mt-4 grid grid-cols-2 gap-3 rounded-xl bg-brand-50 p-3 text-sm">
                    <div>
                      <dt className="text-slate-600">Degree</dt>
                      <dd className="font-semibold text-brand-900">{programme.degree}</dd>
                    </div>
                    <div>
                      <dt className="text-slate-600">Duration</dt>
                      <dd className="font-semibold text-brand-900">{durationLabel(programme.durationMonths)}</dd>
                    </div>
                  </dl>
                  <ChatLink
                    greeting={programmeGreeting(programme)}
                    className="mt-5 inline-flex min-h-11 items-center justify-center rounded-full bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
                  >
                    {labels.viewLabel}
                    <span className="sr-only">
                      : {programme.title}, {programme.school}
                    </span>
                  </ChatLink>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-sm text-slate-600">{labels.disclaimer}</p>
      </Section>
      <CtaBanner {...page.cta} />
    </>
  );
}
