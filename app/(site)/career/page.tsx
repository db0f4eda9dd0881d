import type { Metadata } from "next";
import { CareerForm } from "@/components/forms/CareerForm";
import { FeatureGrid } from "@/components/sections/FeatureGrid";
import { PageHero } from "@/components/sections/PageHero";
import { Section } from "@/components/sections/Section";
import { formNotice } from "@/lib/privacy/notice";
import { careerPage as page } from "@/content/pages/career";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/career";

export const metadata: Metadata = pageMetadata({ ...page.meta, path });

export default function CareerPage() {
  const { openRoles, form } = page;
  return (
    <>
      <PageHero hero={page.hero} trail={[{ name: "Careers", path }]} />
      <FeatureGrid id="why-work" section={page.whyWork} columns={4} />
      <Section id="open-roles" heading={openRoles.heading} intro={openRoles.intro} tone="tint">
        <ul className="grid gap-5 md:grid-cols-2">
          {openRoles.roles.map((role) => (
            <li key={role.id} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-brand-900">{role.title}</h3>
              <p className="mt-1 text-sm text-slate-600">
                {role.location} · {role.type} · {role.experience}
              </p>
              <p className="mt-3 flex-1 text-slate-700">{role.summary}</p>
              <a
                href="#career-form"
                className="mt-4 self-start font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
              >
                Apply<span className="sr-only"> for {role.title}</span>
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="career-form" heading={form.heading} intro={form.intro}>
        <div className="max-w-3xl rounded-2xl border border-slate-200 p-5 shadow-sm sm:p-8">
          <CareerForm
            roles={openRoles.roles.map((role) => role.title)}
            resumeHint={form.resumeHint}
            notice={formNotice("career")}
          />
        </div>
      </Section>
    </>
  );
}
