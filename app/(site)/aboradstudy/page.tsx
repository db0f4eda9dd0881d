import type { Metadata } from "next";
import Image from "next/image";
import { aboradStudyPage } from "@/content/pages/aboradstudy";
import { site } from "@/content/site";
import { universities } from "@/content/universities";
import { TopUniversities } from "@/components/sections/TopUniversities";
import { ChatLink } from "@/components/ui/ChatLink";
import { JsonLd } from "@/components/ui/JsonLd";
import { universityItemListJsonLd } from "@/lib/universities/seo";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

const path = "/aboradstudy";
const { hero, whyChoose, help } = aboradStudyPage;

export const metadata: Metadata = pageMetadata({ ...aboradStudyPage.meta, path });

export default function AboradStudyPage() {
  return (
    <>
      <JsonLd data={[breadcrumbJsonLd([{ name: "Study Abroad", path }]), universityItemListJsonLd(universities)]} />
      <section className="bg-brand-50">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 lg:grid-cols-2">
          <div>
            {hero.eyebrow && <p className="font-semibold uppercase tracking-wide text-brand-700">{hero.eyebrow}</p>}
            <h1 className="mt-2 text-3xl font-extrabold text-brand-900 sm:text-5xl">{hero.heading}</h1>
            {hero.subheading && <p className="mt-4 text-lg font-semibold text-brand-800">{hero.subheading}</p>}
            {hero.text && <p className="mt-3 text-lg text-slate-700">{hero.text}</p>}
            {hero.ctas?.map((cta) =>
              cta.kind === "chat" ? (
                <ChatLink
                  key={cta.label}
                  greeting={cta.greeting ?? site.directoryChatGreeting}
                  className="mt-6 inline-block rounded-full bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-700"
                >
                  {cta.label}
                </ChatLink>
              ) : null,
            )}
          </div>
          <Image
            src={hero.image.src}
            alt={hero.image.alt}
            width={1200}
            height={675}
            priority
            sizes="(min-width: 1024px) 600px, 100vw"
            className="h-auto w-full"
          />
        </div>
      </section>

      <section aria-labelledby="why-choose" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="why-choose" className="text-3xl font-extrabold text-brand-900">
          {whyChoose.heading}
        </h2>
        {whyChoose.intro && <p className="mt-2 max-w-3xl text-slate-700">{whyChoose.intro}</p>}
        <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {whyChoose.items.map((item) => (
            <li key={item.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="text-lg font-bold text-brand-900">{item.title}</h3>
              <p className="mt-2 text-slate-700">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="bg-slate-50">
        <TopUniversities heading={aboradStudyPage.universities.heading} intro={aboradStudyPage.universities.intro} />
      </div>

      <section aria-labelledby="abroad-help" className="mx-auto max-w-7xl px-4 pt-12">
        <div className="rounded-2xl bg-brand-900 px-6 py-8 text-white sm:flex sm:items-center sm:justify-between sm:gap-6">
          <div>
            <h2 id="abroad-help" className="text-2xl font-bold">
              {help.heading}
            </h2>
            <p className="mt-2 max-w-2xl text-slate-200">{help.text}</p>
          </div>
          <ChatLink
            greeting={site.directoryChatGreeting}
            className="mt-5 inline-block shrink-0 rounded-full bg-accent-500 px-6 py-3 font-semibold text-brand-950 hover:bg-accent-400 sm:mt-0"
          >
            {help.chatLabel}
          </ChatLink>
        </div>
      </section>
    </>
  );
}
