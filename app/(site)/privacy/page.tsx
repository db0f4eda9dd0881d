import type { Metadata } from "next";
import { privacyPage as page } from "@/content/pages/privacy";
import { PolicyDocument } from "@/components/sections/PolicyDocument";
import { pageMetadata } from "@/lib/seo/metadata";
import { formatLongDate } from "@/lib/site/format";

const path = "/privacy";

export const metadata: Metadata = pageMetadata({ ...page.meta, path });

export default function PrivacyPage() {
  return (
    <PolicyDocument
      heading={page.heading}
      lastUpdated={`Last updated: ${formatLongDate(page.version)}`}
      intro={page.intro}
      sections={page.sections}
      trail={[{ name: page.heading, path }]}
    />
  );
}
