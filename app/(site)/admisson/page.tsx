import type { Metadata } from "next";
import { admissonPage } from "@/content/pages/admisson";
import { site } from "@/content/site";
import { ChatLink } from "@/components/ui/ChatLink";
import { JsonLd } from "@/components/ui/JsonLd";
import { CollegeDirectory } from "@/components/sections/directory/CollegeDirectory";
import { collegeCategories } from "@/content/colleges/categories";
import { getDirectoryColleges } from "@/lib/colleges/queries";
import { collegeItemListJsonLd } from "@/lib/colleges/seo";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";
import { chatLink } from "@/lib/site/chat";

const path = "/admisson";

// No canonical URL: each tab and filter view (?tab=medical&state=Delhi…) is its own shareable,
// indexable page, which a canonical pointing at /admisson would fold away.
export const metadata: Metadata = { ...pageMetadata({ ...admissonPage.meta, path }), alternates: undefined };

export default async function AdmissonPage() {
  const colleges = await getDirectoryColleges();
  const chatHref = chatLink(site.directoryChatGreeting);

  return (
    <>
      <JsonLd
        data={[
          breadcrumbJsonLd([{ name: admissonPage.heading, path }]),
          ...collegeCategories.map((category) => collegeItemListJsonLd(category, colleges)),
        ]}
      />
      <header className="bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-10">
          <p className="font-semibold uppercase tracking-wide text-brand-700">{admissonPage.eyebrow}</p>
          <h1 className="mt-2 text-3xl font-extrabold text-brand-900 sm:text-4xl">{admissonPage.heading}</h1>
          <p className="mt-3 max-w-3xl text-lg text-slate-700">{admissonPage.intro}</p>
        </div>
      </header>

      <div className="mx-auto max-w-7xl px-4 py-8">
        {/* The list follows the URL in the browser; the prerendered HTML is the default view
            (B.Tech by NIRF rank), so the page is complete before any JavaScript runs. */}
        <CollegeDirectory colleges={colleges} chatHref={chatHref} />
        <p className="mt-8 text-sm text-slate-600">{admissonPage.disclaimer}</p>
      </div>

      <section aria-labelledby="college-help" className="mx-auto max-w-7xl px-4">
        <div className="rounded-2xl bg-brand-900 px-6 py-8 text-white sm:flex sm:items-center sm:justify-between sm:gap-6">
          <div>
            <h2 id="college-help" className="text-2xl font-bold">
              {admissonPage.help.heading}
            </h2>
            <p className="mt-2 max-w-2xl text-slate-200">{admissonPage.help.text}</p>
          </div>
          <ChatLink
            greeting={site.directoryChatGreeting}
            className="mt-5 inline-block shrink-0 rounded-full bg-accent-500 px-6 py-3 font-semibold text-brand-950 hover:bg-accent-400 sm:mt-0"
          >
            {admissonPage.help.chatLabel}
          </ChatLink>
        </div>
      </section>
    </>
  );
}
