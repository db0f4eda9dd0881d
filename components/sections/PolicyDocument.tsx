import type { PolicySection } from "@/content/schema";
import { Breadcrumbs, type Crumb } from "@/components/sections/Breadcrumbs";

/** A policy page (privacy, terms): title, date, intro, a table of contents and the numbered sections. */
export function PolicyDocument({
  heading,
  lastUpdated,
  intro,
  sections,
  trail,
}: {
  heading: string;
  lastUpdated: string;
  intro: string;
  sections: PolicySection[];
  trail: Crumb[];
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 pb-8 pt-6">
      <Breadcrumbs trail={trail} />
      <header className="mt-6 border-b border-slate-200 pb-6">
        <h1 id="page-title" className="text-3xl font-extrabold text-brand-900 sm:text-4xl">
          {heading}
        </h1>
        <p className="mt-2 text-sm font-medium text-slate-600">{lastUpdated}</p>
        <p className="mt-4 text-lg leading-8 text-slate-700">{intro}</p>
      </header>
      <nav aria-labelledby="contents-heading" className="mt-6 rounded-2xl bg-brand-50 p-5">
        <h2 id="contents-heading" className="font-semibold text-brand-900">
          On this page
        </h2>
        <ol className="mt-2 space-y-1 text-brand-800">
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="underline-offset-2 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section) => (
        // Plain sections, not landmarks: a document's parts are reached by headings and the contents list.
        <section key={section.id} id={section.id} className="mt-10 scroll-mt-24">
          <h2 className="text-2xl font-bold text-brand-900">{section.heading}</h2>
          <div className="mt-3 space-y-3 leading-7 text-slate-700">
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {section.points && (
            <ul className="mt-3 list-disc space-y-2 pl-6 leading-7 text-slate-700 marker:text-brand-600">
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
