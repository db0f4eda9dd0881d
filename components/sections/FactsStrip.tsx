import type { Fact } from "@/content/schema";

/** Headline figures on a navy band: "25,000+ / students counselled". */
export function FactsStrip({ id, heading, intro, items }: { id: string; heading: string; intro?: string; items: Fact[] }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24 bg-brand-900 py-12 text-white sm:py-14">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id={headingId} className="text-center text-2xl font-bold sm:text-3xl">
          {heading}
        </h2>
        {intro && <p className="mx-auto mt-3 max-w-3xl text-center text-base leading-7 text-brand-100 sm:text-lg">{intro}</p>}
        <dl className="mt-8 grid gap-6 text-center sm:grid-cols-2 lg:grid-flow-col lg:auto-cols-fr lg:grid-cols-none">
          {items.map((fact) => (
            <div key={fact.label} className="flex flex-col-reverse rounded-2xl bg-white/10 px-4 py-6">
              <dt className="mt-1 text-sm text-brand-100 sm:text-base">{fact.label}</dt>
              <dd className="text-2xl font-extrabold text-accent-400 sm:text-3xl">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
