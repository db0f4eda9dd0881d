import { aboradStudyPage as page } from "@/content/pages/aboradstudy";
import { site } from "@/content/site";
import { universities } from "@/content/universities";
import { CtaBanner } from "@/components/sections/CtaBanner";
import { FeatureGrid } from "@/components/sections/FeatureGrid";
import { PageHero } from "@/components/sections/PageHero";
import { TopUniversities } from "@/components/sections/TopUniversities";
import { JsonLd } from "@/components/ui/JsonLd";
import type { CountryKey } from "@/content/university-schema";
import { universityItemListJsonLd } from "@/lib/universities/seo";

/**
 * /aboradstudy with one country's tab open. Every country's universities are in the HTML; the
 * open tab comes from ?country=, served by its own prerendered route (next.config.ts), so the
 * first paint already shows it.
 */
export function StudyAbroadPage({ country }: { country: CountryKey }) {
  return (
    <>
      <JsonLd data={universityItemListJsonLd(universities)} />
      <PageHero hero={page.hero} trail={[{ name: "Study Abroad", path: "/aboradstudy" }]} />
      <FeatureGrid id="why-choose" section={page.whyChoose} columns={3} />
      <div className="bg-slate-50">
        <TopUniversities heading={page.universities.heading} intro={page.universities.intro} initial={country} countryInUrl />
      </div>
      <CtaBanner
        id="abroad-help"
        heading={page.help.heading}
        text={page.help.text}
        button={{ kind: "chat", label: page.help.chatLabel, greeting: site.directoryChatGreeting }}
      />
    </>
  );
}
