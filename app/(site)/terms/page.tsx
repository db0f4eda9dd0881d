import type { Metadata } from "next";
import { termsPage as page } from "@/content/pages/terms";
import { PolicyDocument } from "@/components/sections/PolicyDocument";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/terms";

export const metadata: Metadata = pageMetadata({ ...page.meta, path });

export default function TermsPage() {
  return (
    <PolicyDocument
      heading={page.heading}
      lastUpdated={page.lastUpdated}
      intro={page.intro}
      sections={page.sections}
      trail={[{ name: page.heading, path }]}
    />
  );
}
