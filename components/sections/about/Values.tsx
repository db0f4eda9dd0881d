import Image from "next/image";
import { values } from "@/content/about";
import { SectionHeading } from "@/components/ui/SectionHeading";

/** Education, Values, Service, Humanity, Nationalism. */
export function Values() {
  return (
    <section aria-labelledby="values-heading" className="mx-auto max-w-7xl px-4 py-14">
      <SectionHeading id="values-heading" heading={values.heading} intro={values.intro} />
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
        {values.items.map((value) => (
          <li key={value.title} className="flex gap-4 rounded-xl border border-slate-200 p-5 shadow-sm sm:block sm:text-center">
            {value.image && <Image src={value.image.src} alt="" width={96} height={96} className="h-12 w-12 shrink-0 sm:mx-auto sm:h-16 sm:w-16" />}
            <div>
              <h3 className="text-lg font-bold text-brand-900 sm:mt-3">{value.title}</h3>
              <p className="mt-1 text-sm text-slate-700 sm:mt-2">{value.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
