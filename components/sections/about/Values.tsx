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
          <li key={value.title} className="rounded-xl border border-slate-200 p-5 text-center shadow-sm">
            {value.image && <Image src={value.image.src} alt="" width={96} height={96} className="mx-auto h-16 w-16" />}
            <h3 className="mt-3 text-lg font-bold text-brand-900">{value.title}</h3>
            <p className="mt-2 text-sm text-slate-700">{value.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
