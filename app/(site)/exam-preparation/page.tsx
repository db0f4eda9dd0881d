import type { Metadata } from "next";
import Image from "next/image";
import { examPreparationPage as page } from "@/content/pages/exam-preparation";
import { CtaBanner } from "@/components/sections/CtaBanner";
import { FeatureGrid } from "@/components/sections/FeatureGrid";
import { PageHero } from "@/components/sections/PageHero";
import { ProseSection } from "@/components/sections/ProseSection";
import { Section } from "@/components/sections/Section";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/exam-preparation";

export const metadata: Metadata = pageMetadata({ ...page.meta, path });

export default function ExamPreparationPage() {
  return (
    <>
      <PageHero hero={page.hero} trail={[{ name: page.hero.eyebrow ?? page.hero.heading, path }]} />
      <ProseSection id="right-exam" prose={page.intro} />
      <Section id="exams" heading={page.exams.heading} tone="tint">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {page.exams.items.map((exam) => (
            <li
              key={exam.id}
              id={`exam-${exam.id}`}
              className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <Image src={exam.image.src} alt="" width={160} height={160} className="h-16 w-16 shrink-0" />
              <div>
                <h3 className="text-xl font-bold text-brand-900">
                  {exam.name}
                  <span className="block text-sm font-medium text-slate-600">{exam.fullName}</span>
                </h3>
                <p className="mt-3 text-sm font-semibold text-brand-800">{exam.forWhom}</p>
                <p className="mt-2 leading-7 text-slate-700">{exam.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <FeatureGrid id="approach" section={page.approach} numbered />
      <CtaBanner {...page.cta} />
    </>
  );
}
