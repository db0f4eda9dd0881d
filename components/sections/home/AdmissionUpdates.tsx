import Image from "next/image";
import Link from "next/link";
import { updates } from "@/content/home";
import { blogPath, slugifyTitle } from "@/lib/blogs/slug";

const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const numberFormat = new Intl.NumberFormat("en-IN");

/**
 * Home section 7: three admission updates, each card opening its article on /blogs (where "View
 * All Updates" lists them among the other articles); the footer's Blogs and Career links land here.
 */
export function AdmissionUpdates() {
  return (
    <section id="blogs" aria-labelledby="updates-heading" className="scroll-mt-24 bg-brand-50 py-14">
      <div className="mx-auto max-w-7xl px-4">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="updates-heading" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
              {updates.heading}
            </h2>
            <p className="mt-2 text-slate-700">{updates.intro}</p>
          </div>
          <Link href="/blogs" className="rounded-full bg-brand-800 px-6 py-2.5 font-semibold text-white hover:bg-brand-700">
            {updates.viewAllLabel}
          </Link>
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {updates.articles.map((article) => (
            <li key={article.id}>
              <article className="relative flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm transition-shadow hover:shadow-md">
                <Image
                  src={article.image.src}
                  alt={article.image.alt}
                  width={800}
                  height={450}
                  sizes="(min-width: 768px) 33vw, 100vw"
                  className="h-auto w-full"
                />
                <div className="flex flex-1 flex-col p-5">
                  <p className="w-fit rounded-full bg-accent-400 px-3 py-0.5 text-xs font-bold uppercase tracking-wide text-brand-950">
                    {article.category}
                  </p>
                  <h3 className="mt-3 text-lg font-bold leading-snug text-brand-900">
                    {/* The title's link covers the whole card, so the card is one link for keyboard and screen-reader users. */}
                    <Link
                      href={blogPath({ id: article.blogId, slug: slugifyTitle(article.title) })}
                      className="after:absolute after:inset-0 hover:underline"
                    >
                      {article.title}
                    </Link>
                  </h3>
                  <p className="mt-2 flex-1 text-sm text-slate-700">{article.summary}</p>
                  <p className="mt-4 flex flex-wrap gap-x-3 gap-y-1 border-t border-slate-200 pt-3 text-xs text-slate-700">
                    <time dateTime={article.date}>{dateFormat.format(new Date(article.date))}</time>
                    <span>By {article.author}</span>
                    {article.views !== undefined && <span>{numberFormat.format(article.views)} views</span>}
                    {article.readMinutes !== undefined && <span>{article.readMinutes} min read</span>}
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
