import type { Cta } from "@/content/schema";
import { CtaLink } from "@/components/sections/CtaLink";

/** The closing call to action of a page: a heading, one line and one button on a navy card. */
export function CtaBanner({
  id = "get-started",
  heading,
  text,
  button,
}: {
  id?: string;
  heading: string;
  text: string;
  button: Cta;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24 px-4 py-12 sm:py-16">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-5 rounded-3xl bg-brand-900 px-6 py-10 text-center text-white sm:px-12">
        <h2 id={headingId} className="text-2xl font-bold sm:text-3xl">
          {heading}
        </h2>
        <p className="max-w-2xl text-base leading-7 text-brand-100 sm:text-lg">{text}</p>
        <CtaLink cta={button} variant="primary" />
      </div>
    </section>
  );
}
