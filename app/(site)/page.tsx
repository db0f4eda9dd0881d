import { AdmissionUpdates } from "@/components/sections/home/AdmissionUpdates";
import { FaqSection } from "@/components/sections/home/FaqSection";
import { HeroCarousel } from "@/components/sections/home/HeroCarousel";
import { ResultsRibbon } from "@/components/sections/home/ResultsRibbon";
import { SanskritVerse } from "@/components/sections/home/SanskritVerse";
import { StudyAbroadStrip } from "@/components/sections/home/StudyAbroadStrip";
import { TestimonialsSlider } from "@/components/sections/home/TestimonialsSlider";
import { Ticker } from "@/components/sections/home/Ticker";
import { VideoSection } from "@/components/sections/home/VideoSection";
import { WelcomeQuote } from "@/components/sections/home/WelcomeQuote";
import { IconCardRow } from "@/components/sections/IconCardRow";
import { TopUniversities } from "@/components/sections/TopUniversities";
import { JsonLd } from "@/components/ui/JsonLd";
import { benefits, meta } from "@/content/home";
import { faqs } from "@/content/faqs";
import { faqPageJsonLd, organizationJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

// Re-rendered daily, so the ticker's admission session (lib/site/admission-session.ts) follows the calendar.
export const revalidate = 86400;

export const metadata = pageMetadata({ title: meta.title, description: meta.description, path: "/" });

/** The home page: the sections of the specification, in its order. */
export default function HomePage() {
  return (
    <>
      <JsonLd data={[organizationJsonLd(), faqPageJsonLd(faqs)]} />
      <Ticker />
      <HeroCarousel />
      <ResultsRibbon />
      <WelcomeQuote />
      <VideoSection />
      <IconCardRow id="benefits" section={benefits} />
      <AdmissionUpdates />
      <SanskritVerse />
      <FaqSection />
      <TestimonialsSlider />
      <StudyAbroadStrip />
      <TopUniversities />
    </>
  );
}
