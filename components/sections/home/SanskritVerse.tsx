import { verse } from "@/content/home";

/** Home section 8: the Sanskrit verse, its transliteration and an English translation. */
export function SanskritVerse() {
  return (
    <section aria-label="A verse on knowledge" className="bg-brand-900 py-14 text-center text-white">
      <figure className="mx-auto max-w-3xl px-4">
        <blockquote>
          <p lang="sa" className="text-2xl font-semibold leading-relaxed text-accent-400 sm:text-3xl">
            {verse.devanagari.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </p>
          <p lang="sa-Latn" className="mt-4 italic text-brand-100">
            {verse.transliteration.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </p>
          <p className="mt-5 text-lg">{verse.translation}</p>
        </blockquote>
        <figcaption className="mt-4 text-sm text-brand-100">{verse.source}</figcaption>
      </figure>
    </section>
  );
}
