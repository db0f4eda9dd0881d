import { AboutBanner } from "@/components/sections/about/AboutBanner";
import { Leadership } from "@/components/sections/about/Leadership";
import { StatsStrip } from "@/components/sections/about/StatsStrip";
import { StoryVisionMission } from "@/components/sections/about/StoryVisionMission";
import { IconCardRow } from "@/components/sections/IconCardRow";
import { JsonLd } from "@/components/ui/JsonLd";
import { meta, values } from "@/content/about";
import { breadcrumbJsonLd, organizationJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/about";

export const metadata = pageMetadata({ title: meta.title, description: meta.description, path });

export default function AboutPage() {
  return (
    <>
      <JsonLd data={[organizationJsonLd(), breadcrumbJsonLd([{ name: "About us", path }])]} />
      <AboutBanner />
      <IconCardRow id="values" section={values} />
      <StoryVisionMission />
      <StatsStrip />
      <Leadership />
    </>
  );
}
