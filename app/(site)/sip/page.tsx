import type { Metadata } from "next";
import Image from "next/image";
import { sipPage as page } from "@/content/pages/sip";
import { CheckList } from "@/components/sections/CheckList";
import { CtaBanner } from "@/components/sections/CtaBanner";
import { FeatureGrid } from "@/components/sections/FeatureGrid";
import { PageHero } from "@/components/sections/PageHero";
import { ProseSection } from "@/components/sections/ProseSection";
import { Section } from "@/components/sections/Section";
import { ImageCard } from "@/components/sections/ImageCard";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/sip";

export const metadata: Metadata = pageMetadata({ ...page.meta, path });

export default function SipPage() {
  return (
    <>
      <PageHero hero={page.hero} trail={[{ name: page.hero.eyebrow ?? page.hero.heading, path }]} />
      <ProseSection id="about-sip" prose={{ heading: page.heading, paragraphs: page.explanation }} />
      <ProseSection id="what-is-sip" prose={page.whatIs} tone="tint">
        <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center">
          <Image
            src={page.partner.image.src}
            alt={page.partner.image.alt}
            width={320}
            height={120}
            className="h-auto w-40 shrink-0"
          />
          <p className="text-base leading-7">
            <strong className="text-brand-900">{page.partner.name}.</strong> {page.partner.text}
          </p>
        </div>
      </ProseSection>
      <FeatureGrid id="benefits" section={page.benefits} columns={3} />
      <Section id="coaching" heading={page.coaching.heading} intro={page.coaching.intro} tone="tint">
        <ul className="grid gap-6 lg:grid-cols-2">
          {page.coaching.tracks.map((track) => (
            <ImageCard
              key={track.exam}
              image={track.image}
              size={{ width: 800, height: 600 }}
              sizes="(min-width: 1024px) 38rem, 100vw"
            >
              <div className="p-6">
                <p className="text-sm font-semibold uppercase tracking-wider text-amber-700">{track.stream}</p>
                <h3 className="mt-1 text-xl font-bold text-brand-900">{track.exam}</h3>
                <p className="mt-2 leading-7 text-slate-700">{track.text}</p>
                <CheckList items={track.points} className="mt-4" />
              </div>
            </ImageCard>
          ))}
        </ul>
      </Section>
      <CtaBanner {...page.cta} />
    </>
  );
}
