import type { Metadata } from "next";
import Image from "next/image";
import Link from "next/link";
import { blogsPage as page } from "@/content/pages/blogs";
import { CtaBanner } from "@/components/sections/CtaBanner";
import { PageHero } from "@/components/sections/PageHero";
import { Section } from "@/components/sections/Section";
import { listPublishedBlogs } from "@/lib/blogs/cached";
import { blogImageSrc } from "@/lib/blogs/image";
import { blogPath } from "@/lib/blogs/slug";
import { blogExcerpt } from "@/lib/blogs/text";
import { pageMetadata } from "@/lib/seo/metadata";
import { formatLongDate } from "@/lib/site/format";

const path = "/blogs";

export const metadata: Metadata = pageMetadata({ ...page.meta, path });

export default async function BlogsPage() {
  const blogs = await listPublishedBlogs();
  return (
    <>
      <PageHero hero={page.hero} trail={[{ name: page.hero.eyebrow ?? page.hero.heading, path }]} />
      <Section id="articles" heading={page.listHeading} intro={page.intro}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {blogs.map((blog) => (
            <li key={blog.id} className="flex">
              <article className="relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
                <Image
                  src={blogImageSrc(blog.imageUrl)}
                  alt=""
                  width={800}
                  height={450}
                  sizes="(min-width: 1024px) 25rem, (min-width: 640px) 50vw, 100vw"
                  className="aspect-video h-auto w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  <p className="text-sm font-semibold text-amber-700">
                    <span className="sr-only">{page.courseLabel}: </span>
                    {blog.courseName}
                  </p>
                  <h3 className="mt-1 text-xl font-bold text-brand-900">
                    {/* The title's link covers the whole card, so the card is one link for keyboard and screen-reader users. */}
                    <Link href={blogPath(blog)} className="after:absolute after:inset-0 hover:underline">
                      {blog.title}
                    </Link>
                  </h3>
                  <p className="mt-2 text-sm text-slate-600">
                    {page.byLabel} {blog.author} · <time dateTime={blog.publishedAt}>{formatLongDate(blog.publishedAt)}</time>
                  </p>
                  <p className="mt-3 flex-1 leading-7 text-slate-700">{blogExcerpt(blog.description)}</p>
                  <p aria-hidden="true" className="mt-4 font-semibold text-brand-700">
                    {page.readLabel} →
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner {...page.cta} />
    </>
  );
}
