import Image from "next/image";
import { FranchiseForm } from "@/components/forms/FranchiseForm";
import { JsonLd } from "@/components/ui/JsonLd";
import { franchisePage } from "@/content/pages/franchise";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

const { meta, hero, whyJoin, whoWeLookFor, form } = franchisePage;

export const metadata = {
  ...pageMetadata({ title: meta.title, description: meta.description, path: "/franchise" }),
  title: { absolute: meta.title },
};

export default function FranchisePage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: "Franchise", path: "/franchise" }])} />
      <section className="bg-brand-50">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 md:grid-cols-2 md:py-16">
          <div>
            {hero.eyebrow && <p className="font-semibold uppercase tracking-wide text-brand-700">{hero.eyebrow}</p>}
            <h1 className="mt-2 text-3xl font-extrabold text-brand-900 sm:text-4xl">{hero.heading}</h1>
            {hero.text && <p className="mt-4 text-lg text-slate-700">{hero.text}</p>}
            {hero.ctas?.map((cta) =>
              cta.kind === "link" ? (
                <a
                  key={cta.label}
                  href={cta.href}
                  className="mt-6 inline-block rounded-full bg-brand-800 px-6 py-3 font-semibold text-white hover:bg-brand-700"
                >
                  {cta.label}
                </a>
              ) : null,
            )}
          </div>
          <Image src={hero.image.src} alt={hero.image.alt} width={1200} height={500} priority className="h-auto w-full" sizes="(min-width: 768px) 50vw, 100vw" />
        </div>
      </section>

      <section aria-labelledby="why-join-heading" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="why-join-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          {whyJoin.heading}
        </h2>
        {whyJoin.intro && <p className="mt-2 text-slate-700">{whyJoin.intro}</p>}
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {whyJoin.items.map((item) => (
            <li key={item.title} className="rounded-2xl border border-slate-200 p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-brand-900">{item.title}</h3>
              <p className="mt-2 text-slate-700">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="who-heading" className="bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h2 id="who-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            {whoWeLookFor.heading}
          </h2>
          <p className="mt-2 text-slate-700">{whoWeLookFor.intro}</p>
          <ul className="mt-6 grid gap-3 md:grid-cols-2">
            {whoWeLookFor.points.map((point) => (
              <li key={point} className="flex gap-3 rounded-xl bg-white p-4 text-slate-800 shadow-sm">
                <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" className="mt-0.5 shrink-0 text-chat-700" fill="none" stroke="currentColor" strokeWidth="3">
                  <path d="M5 12.5l4.5 4.5L19 7.5" />
                </svg>
                {point}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="franchise-form" aria-labelledby="franchise-form-heading" className="mx-auto max-w-3xl scroll-mt-24 px-4 py-12">
        <h2 id="franchise-form-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          {form.heading}
        </h2>
        <p className="mt-2 mb-6 text-slate-700">{form.intro}</p>
        <div className="rounded-2xl border border-slate-200 p-5 shadow-sm sm:p-8">
          <FranchiseForm />
        </div>
      </section>
    </>
  );
}
