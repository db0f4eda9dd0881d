import Image from "next/image";
import { leadership } from "@/content/about";
import { SectionHeading } from "@/components/ui/SectionHeading";

/** The CEO & Founder and the COO & Co-founder. */
export function Leadership() {
  return (
    <section aria-labelledby="leadership-heading" className="mx-auto max-w-5xl px-4 py-14">
      <SectionHeading id="leadership-heading" heading={leadership.heading} intro={leadership.intro} />
      <ul className="mt-10 grid gap-6 md:grid-cols-2">
        {leadership.leaders.map((leader) => (
          <li key={leader.id} className="rounded-xl border border-slate-200 p-6 text-center shadow-sm">
            <Image
              src={leader.image.src}
              alt={leader.image.alt}
              width={160}
              height={160}
              className="mx-auto h-32 w-32 rounded-full"
            />
            <h3 className="mt-4 text-xl font-bold text-brand-900">{leader.name}</h3>
            <p className="font-semibold text-amber-700">{leader.role}</p>
            {leader.bio.map((paragraph) => (
              <p key={paragraph} className="mt-3 text-left text-slate-700">
                {paragraph}
              </p>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
