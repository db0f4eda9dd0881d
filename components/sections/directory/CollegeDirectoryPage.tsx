import { admissonPage } from "@/content/pages/admisson";
import { site } from "@/content/site";
import { ChatLink } from "@/components/ui/ChatLink";
import { JsonLd } from "@/components/ui/JsonLd";
import { defaultDirectoryQuery, hasActiveFilters, type DirectoryQuery } from "@/lib/colleges/directory";
import { getDirectoryColleges } from "@/lib/colleges/queries";
import { collegeItemListJsonLd, collegeTabBreadcrumbJsonLd } from "@/lib/colleges/seo";
import { chatLink } from "@/lib/site/chat";
import { CollegeDirectory } from "./CollegeDirectory";

/**
 * /admisson for one view (tab, search, filters, sort), rendered on the server with that view's
 * list, so the first HTML is right before any script runs. Each plain tab is prerendered; a
 * filtered or sorted link is rendered per request from the cached college data.
 */
export async function CollegeDirectoryPage({ query }: { query: DirectoryQuery }) {
  const colleges = await getDirectoryColleges();
  const plainTab = !hasActiveFilters(query) && query.sort === defaultDirectoryQuery.sort;

  return (
    <>
      <JsonLd
        data={[
          collegeTabBreadcrumbJsonLd(query.tab),
          // A filtered view's canonical is its tab, whose page describes the tab's whole list.
          ...(plainTab ? [collegeItemListJsonLd(query.tab, colleges)] : []),
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
        <CollegeDirectory colleges={colleges} initialQuery={query} chatHref={chatLink(site.directoryChatGreeting)} />
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
