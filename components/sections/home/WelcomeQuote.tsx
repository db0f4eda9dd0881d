import { welcome } from "@/content/home";

/** Home section 4: the founder's welcome. */
export function WelcomeQuote() {
  return (
    <section aria-label="Welcome" className="mx-auto max-w-4xl px-4 py-14 text-center">
      <figure>
        <svg
          aria-hidden="true"
          width="48"
          height="48"
          viewBox="0 0 24 24"
          fill="currentColor"
          className="mx-auto text-accent-500"
        >
          <path d="M7 7h4v4c0 3-1.5 5-4 6l-1-1.5c1.5-.8 2.3-2 2.4-3.5H7zM14 7h4v4c0 3-1.5 5-4 6l-1-1.5c1.5-.8 2.3-2 2.4-3.5H14z" />
        </svg>
        <blockquote className="mt-4 text-xl font-medium leading-relaxed text-brand-900 sm:text-2xl">
          <p>{welcome.quote}</p>
        </blockquote>
        <figcaption className="mt-5 text-slate-700">
          <span className="font-bold text-brand-900">{welcome.attribution}</span>, {welcome.role}
        </figcaption>
      </figure>
    </section>
  );
}
