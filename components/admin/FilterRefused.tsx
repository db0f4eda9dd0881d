import Link from "next/link";

/**
 * A staff list opened with a filter that does not parse (a hand-edited or stale address): the
 * list's title, what is wrong (naming the filter) and a way back to the whole list.
 */
export function FilterRefused({ title, message, href }: { title: string; message: string; href: string }) {
  return (
    <section aria-labelledby="filter-refused-title" className="space-y-4">
      <h1 id="filter-refused-title" className="text-2xl font-bold text-brand-900">
        {title}
      </h1>
      <p role="alert" className="rounded-xl bg-white p-4 text-slate-800 shadow-sm">
        {message}
      </p>
      <Link href={href} className="inline-block rounded-full bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-700">
        Show the whole list
      </Link>
    </section>
  );
}
