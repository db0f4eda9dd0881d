import Image from "next/image";
import { benefits } from "@/content/home";
import { SectionHeading } from "@/components/ui/SectionHeading";

/** Home section 6: "What's in it for you", five benefit cards. */
export function Benefits() {
  return (
    <section aria-labelledby="benefits-heading" className="mx-auto max-w-7xl px-4 py-14">
      <SectionHeading id="benefits-heading" heading={benefits.heading} intro={benefits.intro} />
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
        {benefits.items.map((item) => (
          <li key={item.title} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:block sm:text-center">
            {item.image && <Image src={item.image.src} alt="" width={96} height={96} className="h-12 w-12 shrink-0 sm:mx-auto sm:h-16 sm:w-16" />}
            <div>
              <h3 className="font-bold text-brand-900 sm:mt-3">{item.title}</h3>
              <p className="mt-1 text-sm text-slate-700 sm:mt-2">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
