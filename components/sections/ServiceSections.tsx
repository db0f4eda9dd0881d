import type { ServicePage } from "@/content/schema";
import { FeatureGrid } from "@/components/sections/FeatureGrid";
import { ProseSection } from "@/components/sections/ProseSection";
import { sectionId } from "@/components/sections/Section";

/** The body of a simple service page: its prose and card sections, in content order, alternating tones. */
export function ServiceSections({ sections }: { sections: ServicePage["sections"] }) {
  return sections.map((section, index) => {
    const tone = index % 2 === 0 ? "white" : "tint";
    const id = sectionId(section.heading);
    return "paragraphs" in section ? (
      <ProseSection key={id} id={id} prose={section} tone={tone} />
    ) : (
      <FeatureGrid key={id} id={id} section={section} tone={tone} />
    );
  });
}
