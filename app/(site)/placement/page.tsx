import type { Metadata } from "next";
import Image from "next/image";
import { placementPage as page } from "@/content/pages/placement";
import { CheckList } from "@/components/sections/CheckList";
import { CtaBanner } from "@/components/sections/CtaBanner";
import { FactsStrip } from "@/components/sections/FactsStrip";
import { FeatureGrid } from "@/components/sections/FeatureGrid";
import { PageHero } from "@/components/sections/PageHero";
import { Section } from "@/components/sections/Section";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/placement";

export const metadata: Metadata = pageMetadata({ ...page.meta, path });

export default function PlacementPage() {
  const { nursing } = page;
  return (
    <>
      <PageHero hero={page.hero} trail={[{ name: page.hero.eyebrow ?? page.hero.heading, path }]} />
      <FactsStrip id="track-record" heading={page.statsHeading} items={page.stats} />
      <FeatureGrid id="services" section={page.services} />
      <Section id="nursing" heading={nursing.heading} tone="tint">
        <div className="grid items-center gap-8 lg:grid-cols-2">
          <div>
            <p className="text-lg leading-8 text-slate-700">{nursing.text}</p>
            <CheckList items={nursing.points} className="mt-5" />
          </div>
          <Image
            src={nursing.image.src}
            alt={nursing.image.alt}
            width={800}
            height={600}
            sizes="(min-width: 1024px) 40rem, 100vw"
            className="h-auto w-full rounded-2xl"
          />
        </div>
      </Section>
      <FeatureGrid id="process" section={page.process} numbered />
      <CtaBanner {...page.cta} />
    </>
  );
}
