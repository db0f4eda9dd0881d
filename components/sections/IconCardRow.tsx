import Image from "next/image";
import type { FeatureSection } from "@/content/schema";
import { SectionHeading } from "@/components/ui/SectionHeading";

/**
 * A row of five short cards, each with a 96×96 icon (home benefits, about values): side by side
 * with the icon on the left on phones, centred columns from the small breakpoint up.
 */
export function IconCardRow({ id, section }: { id: string; section: FeatureSection }) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-14">
      <SectionHeading id={headingId} heading={section.heading} intro={section.intro} />
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
        {section.items.map((item) => (
          <li
            key={item.title}
            className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:block sm:text-center"
          >
            {item.image && (
              <Image
                src={item.image.src}
                alt=""
                width={96}
                height={96}
                className="h-12 w-12 shrink-0 sm:mx-auto sm:h-16 sm:w-16"
              />
            )}
            <div>
              <h3 className="text-lg font-bold text-brand-900 sm:mt-3">{item.title}</h3>
              <p className="mt-1 text-sm text-slate-700 sm:mt-2">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
