import type { Metadata } from "next";
import { skillMigrationPage as page } from "@/content/pages/skillmigration";
import { CtaBanner } from "@/components/sections/CtaBanner";
import { FeatureGrid } from "@/components/sections/FeatureGrid";
import { PageHero } from "@/components/sections/PageHero";
import { Section } from "@/components/sections/Section";
import { ImageCard } from "@/components/sections/ImageCard";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/skillmigration";

export const metadata: Metadata = pageMetadata({ ...page.meta, path });

export default function SkillMigrationPage() {
  const { destinations } = page;
  return (
    <>
      <PageHero hero={page.hero} trail={[{ name: page.hero.eyebrow ?? page.hero.heading, path }]} />
      <FeatureGrid id="why-skilled-migration" section={page.whyChoose} />
      <Section id="destinations" heading={destinations.heading} intro={destinations.intro} tone="tint">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {destinations.items.map((destination) => (
            <ImageCard
              key={destination.id}
              image={destination.image}
              size={{ width: 480, height: 320 }}
              sizes="(min-width: 1024px) 25rem, (min-width: 640px) 50vw, 100vw"
              cropped={false}
            >
              <div className="p-6">
                <h3 className="text-xl font-bold text-brand-900">{destination.country}</h3>
                <p className="mt-2 leading-7 text-slate-700">{destination.text}</p>
                <h4 className="mt-4 text-sm font-semibold uppercase tracking-wider text-slate-600">In-demand jobs</h4>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {destination.jobs.map((job) => (
                    <li key={job} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900">
                      {job}
                    </li>
                  ))}
                </ul>
              </div>
            </ImageCard>
          ))}
        </ul>
      </Section>
      <FeatureGrid id="services" section={page.services} />
      <CtaBanner {...page.cta} />
    </>
  );
}
