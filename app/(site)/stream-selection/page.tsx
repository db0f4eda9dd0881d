import type { Metadata } from "next";
import { streamSelectionPage as page } from "@/content/pages/stream-selection";
import { CtaBanner } from "@/components/sections/CtaBanner";
import { PageHero } from "@/components/sections/PageHero";
import { ServiceSections } from "@/components/sections/ServiceSections";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/stream-selection";

export const metadata: Metadata = pageMetadata({ ...page.meta, path });

export default function StreamSelectionPage() {
  return (
    <>
      <PageHero hero={page.hero} trail={[{ name: page.hero.eyebrow ?? page.hero.heading, path }]} />
      <ServiceSections sections={page.sections} />
      <CtaBanner {...page.cta} />
    </>
  );
}
