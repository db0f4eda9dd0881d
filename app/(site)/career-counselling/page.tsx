import type { Metadata } from "next";
import { careerCounsellingPage as page } from "@/content/pages/career-counselling";
import { CtaBanner } from "@/components/sections/CtaBanner";
import { PageHero } from "@/components/sections/PageHero";
import { ServiceSections } from "@/components/sections/ServiceSections";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/career-counselling";

export const metadata: Metadata = pageMetadata({ ...page.meta, path });

export default function CareerCounsellingPage() {
  return (
    <>
      <PageHero hero={page.hero} trail={[{ name: page.hero.eyebrow ?? page.hero.heading, path }]} />
      <ServiceSections sections={page.sections} />
      <CtaBanner {...page.cta} />
    </>
  );
}
