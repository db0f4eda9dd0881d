const tones = {
  white: "bg-white",
  tint: "bg-brand-50",
} as const;

export type SectionTone = keyof typeof tones;

/** An in-page anchor from a heading: "Why choose an online MBA" → "why-choose-an-online-mba". */
export function sectionId(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/['’.]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * A titled page section: an h2 that labels the region, an optional intro, then the content.
 * `id` doubles as the in-page anchor; the heading's id is derived from it.
 */
export function Section({
  id,
  heading,
  intro,
  tone = "white",
  centred = false,
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  tone?: SectionTone;
  centred?: boolean;
  children: React.ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={`scroll-mt-24 py-12 sm:py-16 ${tones[tone]}`}>
      <div className="mx-auto max-w-7xl px-4">
        <div className={centred ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
          <h2 id={headingId} className="text-2xl font-bold text-brand-900 sm:text-3xl">
            {heading}
          </h2>
          {intro && <p className="mt-3 text-base leading-7 text-slate-700 sm:text-lg">{intro}</p>}
        </div>
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
