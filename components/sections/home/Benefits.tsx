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
          <li key={item.title} className="rounded-xl border border-slate-200 bg-white p-5 text-center shadow-sm">
            {item.image && <Image src={item.image.src} alt="" width={96} height={96} className="mx-auto h-16 w-16" />}
            <h3 className="mt-3 font-bold text-brand-900">{item.title}</h3>
            <p className="mt-2 text-sm text-slate-700">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
