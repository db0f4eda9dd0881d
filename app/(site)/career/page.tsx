import Image from "next/image";
import { CareerForm } from "@/components/forms/CareerForm";
import { JsonLd } from "@/components/ui/JsonLd";
import { careerPage } from "@/content/pages/career";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

const { meta, hero, whyWork, openRoles, form } = careerPage;

export const metadata = {
  ...pageMetadata({ title: meta.title, description: meta.description, path: "/career" }),
  title: { absolute: meta.title },
};

export default function CareerPage() {
  return (
    <>
      <JsonLd data={breadcrumbJsonLd([{ name: "Careers", path: "/career" }])} />
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

      <section aria-labelledby="why-work-heading" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="why-work-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          {whyWork.heading}
        </h2>
        {whyWork.intro && <p className="mt-2 text-slate-700">{whyWork.intro}</p>}
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {whyWork.items.map((item) => (
            <li key={item.title} className="rounded-2xl border border-slate-200 p-6 shadow-sm">
              <h3 className="text-lg font-semibold text-brand-900">{item.title}</h3>
              <p className="mt-2 text-slate-700">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="roles-heading" className="bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h2 id="roles-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
            {openRoles.heading}
          </h2>
          <p className="mt-2 text-slate-700">{openRoles.intro}</p>
          <ul className="mt-8 grid gap-5 md:grid-cols-2">
            {openRoles.roles.map((role) => (
              <li key={role.id} className="flex flex-col rounded-2xl bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold text-brand-900">{role.title}</h3>
                <p className="mt-1 text-sm text-slate-600">
                  {role.location} · {role.type} · {role.experience}
                </p>
                <p className="mt-3 flex-1 text-slate-700">{role.summary}</p>
                <a href="#career-form" className="mt-4 self-start font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900">
                  Apply<span className="sr-only"> for {role.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="career-form" aria-labelledby="career-form-heading" className="mx-auto max-w-3xl scroll-mt-24 px-4 py-12">
        <h2 id="career-form-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          {form.heading}
        </h2>
        <p className="mt-2 mb-6 text-slate-700">{form.intro}</p>
        <div className="rounded-2xl border border-slate-200 p-5 shadow-sm sm:p-8">
          <CareerForm roles={openRoles.roles.map((role) => role.title)} resumeHint={form.resumeHint} />
        </div>
      </section>
    </>
  );
}
