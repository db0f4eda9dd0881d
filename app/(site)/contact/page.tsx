import type { Metadata } from "next";
import Image from "next/image";
import { LeadForm } from "@/components/forms/LeadForm";
import { PageHero } from "@/components/sections/PageHero";
import { ChatLink } from "@/components/ui/ChatLink";
import { JsonLd } from "@/components/ui/JsonLd";
import { formNotice } from "@/lib/privacy/notice";
import { contactPage } from "@/content/pages/contact";
import { headOffice, site } from "@/content/site";
import { organizationJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

const { meta, hero } = contactPage;

const path = "/contact";

export const metadata: Metadata = pageMetadata({ ...meta, path });

const MAP = { src: "/images/pages/map-greater-noida.svg", width: 800, height: 450 };

export default function ContactPage() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <PageHero hero={hero} trail={[{ name: "Contact us", path }]} />
      <p className="mx-auto max-w-7xl px-4 pt-10 text-lg text-slate-700">{contactPage.intro}</p>

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section
          id="counselling-form"
          aria-labelledby="counselling-form-heading"
          className="scroll-mt-24 rounded-2xl border border-slate-200 p-5 shadow-sm sm:p-8"
        >
          <h2 id="counselling-form-heading" className="text-2xl font-bold text-brand-900">
            {contactPage.formHeading}
          </h2>
          <p className="mt-2 mb-6 text-slate-700">{contactPage.formIntro}</p>
          <LeadForm variant="contact" notice={formNotice("lead")} />
        </section>

        <div className="space-y-10">
          <div>
            <h2 id="reach-heading" className="text-2xl font-bold text-brand-900">
              {contactPage.reachHeading}
            </h2>
            <dl className="mt-4 space-y-4">
              <div>
                <dt className="text-sm font-semibold uppercase tracking-wide text-slate-600">{contactPage.phoneLabel}</dt>
                <dd>
                  <a href={site.phoneHref} className="text-lg font-semibold text-brand-800 hover:underline">
                    {site.phoneDisplay}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold uppercase tracking-wide text-slate-600">{contactPage.emailLabel}</dt>
                <dd>
                  <a href={`mailto:${site.contactEmail}`} className="text-lg font-semibold text-brand-800 hover:underline">
                    {site.contactEmail}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold uppercase tracking-wide text-slate-600">{contactPage.hoursLabel}</dt>
                <dd className="text-lg text-slate-900">{site.hours}</dd>
              </div>
            </dl>
            <ChatLink className="mt-6 inline-flex items-center gap-2 rounded-full bg-chat-700 px-6 py-3 font-semibold text-white hover:brightness-110">
              {contactPage.whatsappLabel}
            </ChatLink>
          </div>

          <div>
            <h2 id="offices-heading" className="text-2xl font-bold text-brand-900">
              {contactPage.officesHeading}
            </h2>
            <ul className="mt-4 space-y-4">
              {site.offices.map((office) => (
                <li key={office.id} className="rounded-xl border border-slate-200 p-4">
                  <h3 className="font-semibold text-brand-900">{office.label}</h3>
                  <address className="mt-1 not-italic leading-6 text-slate-700">
                    {office.addressLines.map((line) => (
                      <span key={line} className="block">
                        {line}
                      </span>
                    ))}
                    <span className="block">
                      {office.city}, {office.region} {office.postalCode}
                    </span>
                    <span className="block">{office.country}</span>
                  </address>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>

      <section aria-labelledby="map-heading" className="mx-auto max-w-7xl px-4 pb-4">
        <h2 id="map-heading" className="text-2xl font-bold text-brand-900">
          {contactPage.mapTitle}
        </h2>
        {/* A drawn map that links out: no third-party frame, cookies or scripts on this page. */}
        <a
          href={headOffice.mapSearchUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="group mt-4 block overflow-hidden rounded-2xl border border-slate-200"
        >
          <Image
            src={MAP.src}
            alt={`Map showing ${headOffice.label}, ${headOffice.addressLines.join(", ")}`}
            width={MAP.width}
            height={MAP.height}
            className="h-auto w-full"
            sizes="(min-width: 1280px) 1248px, 100vw"
          />
          <span className="flex items-center justify-between gap-4 bg-brand-900 px-4 py-3 font-semibold text-white group-hover:bg-brand-800">
            Open in Google Maps
            <span className="sr-only"> (opens in a new tab)</span>
            <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M14 4h6v6M20 4l-9 9M19 14v5a1 1 0 01-1 1H5a1 1 0 01-1-1V6a1 1 0 011-1h5" />
            </svg>
          </span>
        </a>
      </section>
    </>
  );
}
