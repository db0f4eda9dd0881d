import type { Metadata } from "next";
import { eduVoyagePage as page, timelineVisibilityThreshold } from "@/content/pages/eduvoyage";
import { CheckList } from "@/components/sections/CheckList";
import { CtaBanner } from "@/components/sections/CtaBanner";
import { FactsStrip } from "@/components/sections/FactsStrip";
import { FeatureGrid } from "@/components/sections/FeatureGrid";
import { PageHero } from "@/components/sections/PageHero";
import { RevealOnView } from "@/components/sections/RevealOnView";
import { Section } from "@/components/sections/Section";
import { ImageCard } from "@/components/sections/ImageCard";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/eduvoyage";

export const metadata: Metadata = pageMetadata({ ...page.meta, path });

export default function EduVoyagePage() {
  const { timeline, benefits } = page;
  return (
    <>
      <PageHero hero={page.hero} trail={[{ name: page.hero.eyebrow ?? page.hero.heading, path }]} />
      <Section id="story" heading={timeline.heading}>
        <ol className="relative max-w-3xl space-y-8 border-l-4 border-brand-100 pl-8 sm:ml-4">
          {timeline.items.map((item, index) => (
            <RevealOnView key={item.id} threshold={timelineVisibilityThreshold} className="relative">
              <span
                aria-hidden="true"
                className="absolute -left-[3.15rem] top-0 flex h-9 w-9 items-center justify-center rounded-full bg-accent-500 font-bold text-brand-950 ring-4 ring-white"
              >
                {index + 1}
              </span>
              <p className="text-sm font-semibold uppercase tracking-wider text-amber-700">{item.label}</p>
              <h3 className="mt-1 text-xl font-bold text-brand-900">{item.title}</h3>
              <p className="mt-2 leading-7 text-slate-700">{item.text}</p>
            </RevealOnView>
          ))}
        </ol>
      </Section>
      <Section id="who-benefits" heading={benefits.heading} tone="tint">
        <ul className="grid gap-6 lg:grid-cols-3">
          {benefits.groups.map((group) => (
            <ImageCard
              key={group.audience}
              image={group.image}
              size={{ width: 800, height: 600 }}
              sizes="(min-width: 1024px) 25rem, 100vw"
            >
              <div className="p-6">
                <h3 className="text-xl font-bold text-brand-900">{group.title}</h3>
                <CheckList items={group.points} className="mt-4" />
              </div>
            </ImageCard>
          ))}
        </ul>
      </Section>
      <FeatureGrid id="offerings" section={page.offerings} columns={4} />
      <FactsStrip id="facts" heading={page.facts.heading} items={page.facts.items} />
      <CtaBanner {...page.cta} />
    </>
  );
}
