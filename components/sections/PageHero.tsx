import type { Hero } from "@/content/schema";
import { Breadcrumbs, type Crumb } from "@/components/sections/Breadcrumbs";
import { CtaLink } from "@/components/sections/CtaLink";
import { inlineIllustration } from "@/lib/site/inline-illustration";

/**
 * The banner at the top of an inner page: the page's h1, its copy and calls to action, over the
 * page illustration. The illustrations (1200×500) leave their left half empty, so on wide screens
 * the text sits there; on phones the picture follows the text, cropped to its right-hand side.
 * The illustration is the page's largest paint: it is written into the page (a data: URI), so it
 * is painted with the text rather than after a request of its own.
 */
export function PageHero({ hero, trail }: { hero: Hero; trail?: Crumb[] }) {
  return (
    <section aria-labelledby="page-title" className="relative overflow-hidden bg-gradient-to-r from-white to-brand-50">
      <div className="relative z-10 mx-auto max-w-7xl px-4 pb-8 pt-6 lg:min-h-[26rem] lg:pb-16">
        {trail && <Breadcrumbs trail={trail} className="mb-6" />}
        <div className="max-w-xl lg:max-w-[46%]">
          {hero.eyebrow && <p className="text-sm font-semibold uppercase tracking-wider text-amber-700">{hero.eyebrow}</p>}
          <h1 id="page-title" className="mt-2 text-3xl font-extrabold leading-tight text-brand-900 sm:text-4xl lg:text-5xl">
            {hero.heading}
          </h1>
          {hero.subheading && <p className="mt-4 text-lg font-semibold text-brand-800 sm:text-xl">{hero.subheading}</p>}
          {hero.text && <p className="mt-4 text-base leading-7 text-slate-700 sm:text-lg">{hero.text}</p>}
          {hero.ctas && hero.ctas.length > 0 && (
            <div className="mt-6 flex flex-wrap gap-3">
              {hero.ctas.map((cta, index) => (
                <CtaLink key={cta.label} cta={cta} variant={index === 0 ? "primary" : "secondary"} />
              ))}
            </div>
          )}
        </div>
      </div>
      {/* A plain img: next/image would add a preload of the data: URI, a second copy in the head. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src={inlineIllustration(hero.image.src)}
        alt={hero.image.alt}
        width={1200}
        height={500}
        className="h-56 w-full object-cover object-right sm:h-72 lg:absolute lg:inset-0 lg:h-full"
      />
    </section>
  );
}
