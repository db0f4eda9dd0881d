import type { Metadata } from "next";
import { countryGreeting, settleAbroadPage as page } from "@/content/pages/settleabroad";
import { CheckList } from "@/components/sections/CheckList";
import { CtaBanner } from "@/components/sections/CtaBanner";
import { CtaLink } from "@/components/sections/CtaLink";
import { FeatureGrid } from "@/components/sections/FeatureGrid";
import { PageHero } from "@/components/sections/PageHero";
import { Section } from "@/components/sections/Section";
import { ImageCard } from "@/components/sections/ImageCard";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/settleabroad";

export const metadata: Metadata = pageMetadata({ ...page.meta, path });

export default function SettleAbroadPage() {
  const { countries, courses } = page;
  return (
    <>
      <PageHero hero={page.hero} trail={[{ name: page.hero.eyebrow ?? page.hero.heading, path }]} />
      <ul aria-label="Why families trust us" className="flex flex-wrap justify-center gap-3 bg-brand-900 px-4 py-5">
        {page.trustBadges.map((badge) => (
          <li key={badge} className="rounded-full border border-white/30 px-4 py-1.5 text-sm font-semibold text-white">
            {badge}
          </li>
        ))}
      </ul>
      <FeatureGrid id="highlights" section={page.highlights} columns={3} />
      <Section id="destinations" heading={countries.heading} intro={countries.intro} tone="tint">
        <ul className="grid gap-6 md:grid-cols-2">
          {countries.items.map((country) => (
            <ImageCard
              key={country.id}
              image={country.image}
              size={{ width: 480, height: 320 }}
              sizes="(min-width: 768px) 38rem, 100vw"
              className="flex flex-col"
            >
              <div className="flex flex-1 flex-col p-6">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="text-2xl font-bold text-brand-900">{country.country}</h3>
                  <p className="rounded-full bg-accent-400 px-3 py-1 text-sm font-bold text-brand-950">{country.priceFrom}</p>
                </div>
                <p className="mt-3 leading-7 text-slate-700">{country.text}</p>
                <CheckList items={country.points} className="mb-6 mt-4 flex-1" />
                <CtaLink
                  cta={{
                    kind: "chat",
                    label: `${countries.enquireLabel} ${country.country}`,
                    greeting: countryGreeting(country.country),
                  }}
                  variant="secondary"
                  className="self-start"
                />
              </div>
            </ImageCard>
          ))}
        </ul>
      </Section>
      <Section id="courses" heading={courses.heading}>
        <ul className="flex flex-wrap gap-3">
          {courses.items.map((course) => (
            <li
              key={course}
              className="rounded-xl border border-slate-200 bg-white px-4 py-3 font-medium text-brand-900 shadow-sm"
            >
              {course}
            </li>
          ))}
        </ul>
      </Section>
      <FeatureGrid id="journey" section={{ heading: page.process.heading, items: page.process.steps }} numbered tone="tint" />
      <CtaBanner {...page.cta} />
    </>
  );
}
