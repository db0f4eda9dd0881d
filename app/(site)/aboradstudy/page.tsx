import type { Metadata } from "next";
import { aboradStudyPage as page } from "@/content/pages/aboradstudy";
import { site } from "@/content/site";
import { universities } from "@/content/universities";
import { CtaBanner } from "@/components/sections/CtaBanner";
import { FeatureGrid } from "@/components/sections/FeatureGrid";
import { PageHero } from "@/components/sections/PageHero";
import { TopUniversities } from "@/components/sections/TopUniversities";
import { JsonLd } from "@/components/ui/JsonLd";
import { universityItemListJsonLd } from "@/lib/universities/seo";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/aboradstudy";

export const metadata: Metadata = pageMetadata({ ...page.meta, path });

export default function AboradStudyPage() {
  return (
    <>
      <JsonLd data={universityItemListJsonLd(universities)} />
      <PageHero hero={page.hero} trail={[{ name: "Study Abroad", path }]} />
      <FeatureGrid id="why-choose" section={page.whyChoose} columns={3} />
      <div className="bg-slate-50">
        <TopUniversities heading={page.universities.heading} intro={page.universities.intro} />
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
