import type { Metadata } from "next";
import { privacyPage as page } from "@/content/pages/privacy";
import { PolicyDocument } from "@/components/sections/PolicyDocument";
import { grievanceContact } from "@/lib/privacy/grievance";
import { pageMetadata } from "@/lib/seo/metadata";
import { formatLongDate } from "@/lib/site/format";

const path = "/privacy";

export const metadata: Metadata = pageMetadata({ ...page.meta, path });

/** The Grievance Officer, from configuration (DPDP Rules 2025: the contact who answers for us). */
function grievanceSection() {
  const officer = grievanceContact();
  return {
    id: "grievance-officer",
    heading: "Grievance Officer",
    paragraphs: [
      "If you have a complaint about how we handle your information, or want to withdraw your consent or use any of your rights, you can write to our Grievance Officer, who will reply within 30 days:",
    ],
    points: [officer.name, `E-mail: ${officer.email}`, `Post: ${officer.address}`],
  };
}

export default function PrivacyPage() {
  return (
    <PolicyDocument
      heading={page.heading}
      lastUpdated={`Last updated: ${formatLongDate(page.version)}`}
      intro={page.intro}
      sections={[...page.sections, grievanceSection()]}
      trail={[{ name: page.heading, path }]}
    />
  );
}
