import type { Metadata } from "next";
import { FranchiseForm } from "@/components/forms/FranchiseForm";
import { CheckList } from "@/components/sections/CheckList";
import { FeatureGrid } from "@/components/sections/FeatureGrid";
import { PageHero } from "@/components/sections/PageHero";
import { Section } from "@/components/sections/Section";
import { formNotice } from "@/lib/privacy/notice";
import { franchisePage as page } from "@/content/pages/franchise";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/franchise";

export const metadata: Metadata = pageMetadata({ ...page.meta, path });

export default function FranchisePage() {
  return (
    <>
      <PageHero hero={page.hero} trail={[{ name: "Franchise", path }]} />
      <FeatureGrid id="why-join" section={page.whyJoin} columns={3} />
      <Section id="who-we-look-for" heading={page.whoWeLookFor.heading} intro={page.whoWeLookFor.intro} tone="tint">
        <CheckList items={page.whoWeLookFor.points} className="grid gap-3 space-y-0 md:grid-cols-2" />
      </Section>
      <Section id="franchise-form" heading={page.form.heading} intro={page.form.intro}>
        <div className="max-w-3xl rounded-2xl border border-slate-200 p-5 shadow-sm sm:p-8">
          <FranchiseForm notice={formNotice("franchise")} />
        </div>
      </Section>
    </>
  );
}
