import Link from "next/link";
import { studyAbroad } from "@/content/home";
import { ChatLink } from "@/components/ui/ChatLink";
import { SectionHeading } from "@/components/ui/SectionHeading";

/** Study abroad with Disha: one card per destination, then scholarships and visa help. */
export function StudyAbroadStrip() {
  return (
    <section aria-labelledby="study-abroad-heading" className="mx-auto max-w-7xl px-4 py-14">
      <SectionHeading id="study-abroad-heading" heading={studyAbroad.heading} intro={studyAbroad.intro} />
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
        {studyAbroad.destinations.map((destination) => (
          <li
            key={destination.id}
            id={destination.id}
            className="flex scroll-mt-24 flex-col rounded-xl border border-slate-200 p-5 shadow-sm"
          >
            <span
              aria-hidden="true"
              className="grid h-11 w-11 place-items-center rounded-full bg-brand-800 text-sm font-bold text-white"
            >
              {destination.code}
            </span>
            <h3 className="mt-3 font-bold text-brand-900">{destination.title}</h3>
            <p className="mt-2 flex-1 text-sm text-slate-700">{destination.text}</p>
            <Link
              href={destination.link.href}
              className="mt-4 text-sm font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
            >
              {destination.link.label}
            </Link>
          </li>
        ))}
      </ul>
      <ul className="mt-5 grid gap-5 md:grid-cols-2">
        {studyAbroad.support.map((support) => (
          <li
            key={support.id}
            id={support.id}
            className="flex scroll-mt-24 flex-col gap-4 rounded-xl bg-brand-900 p-6 text-white sm:flex-row sm:items-center"
          >
            <div className="flex-1">
              <h3 className="text-lg font-bold">{support.title}</h3>
              <p className="mt-1 text-sm text-brand-100">{support.text}</p>
            </div>
            <ChatLink
              greeting={support.chat.greeting}
              className="shrink-0 rounded-full bg-accent-500 px-5 py-2.5 text-center font-semibold text-brand-950 hover:bg-accent-400"
            >
              {support.chat.label}
            </ChatLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
