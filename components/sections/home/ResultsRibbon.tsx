import Image from "next/image";
import Link from "next/link";
import { results } from "@/content/home";

const card =
  "relative flex h-full items-center gap-3 rounded-xl border border-brand-100 bg-white p-3 font-semibold text-brand-900 shadow-sm transition hover:-translate-y-0.5 hover:border-accent-500 hover:shadow-md sm:p-4";

/** Home section 3: JEE results open the official sites in a new tab; board results are ours. */
export function ResultsRibbon() {
  return (
    <section aria-labelledby="results-heading" className="bg-brand-800 py-6">
      <div className="mx-auto max-w-7xl px-4">
        <h2 id="results-heading" className="text-center text-lg font-bold text-white">
          {results.heading}
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {results.cards.map((result) => {
            const content = (
              <>
                <Image src={result.icon.src} alt="" width={96} height={96} className="h-10 w-10 shrink-0 sm:h-12 sm:w-12" />
                <span className="min-w-0 pr-3">{result.title}</span>
              </>
            );
            return (
              <li key={result.id}>
                {result.action.type === "external" ? (
                  <a href={result.action.href} target="_blank" rel="noopener noreferrer" className={card}>
                    {content}
                    <span className="sr-only"> (official site, opens in a new tab)</span>
                    <svg
                      aria-hidden="true"
                      width="16"
                      height="16"
                      viewBox="0 0 24 24"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      className="absolute right-2 top-2 text-brand-700"
                    >
                      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 01-1 1H5a1 1 0 01-1-1V7a1 1 0 011-1h5" />
                    </svg>
                  </a>
                ) : (
                  <Link href={result.action.href} className={card}>
                    {content}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
