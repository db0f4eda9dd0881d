import type { Metadata } from "next";
import Image from "next/image";
import Link from "next/link";
import { notFound, permanentRedirect } from "next/navigation";
import { blogsPage as page } from "@/content/pages/blogs";
import { site } from "@/content/site";
import { Breadcrumbs } from "@/components/sections/Breadcrumbs";
import { CtaBanner } from "@/components/sections/CtaBanner";
import { JsonLd } from "@/components/ui/JsonLd";
import { listPublishedBlogs } from "@/lib/blogs/cached";
import { blogImageSrc } from "@/lib/blogs/image";
import { blogArticleJsonLd } from "@/lib/blogs/json-ld";
import { blogPath, blogSegment, resolveBlogSegment } from "@/lib/blogs/slug";
import { blogExcerpt, blogParagraphs } from "@/lib/blogs/text";
import { pageMetadata } from "@/lib/seo/metadata";
import { formatLongDate } from "@/lib/site/format";

type Props = { params: Promise<{ slug: string }> };

/** Every published blog is prerendered; one published later renders on its first visit and is then cached. */
export async function generateStaticParams(): Promise<{ slug: string }[]> {
  return (await listPublishedBlogs()).map((blog) => ({ slug: blogSegment(blog) }));
}

async function resolve(segment: string) {
  return resolveBlogSegment(segment, await listPublishedBlogs());
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolution = await resolve((await params).slug);
  if (resolution.kind !== "found") return {};
  const { blog } = resolution;
  const metadata = pageMetadata({
    title: `${blog.title} | ${site.shortName}`,
    description: blogExcerpt(blog.description),
    path: blogPath(blog),
    type: "article",
  });
  return {
    ...metadata,
    authors: [{ name: blog.author }],
    openGraph: {
      ...metadata.openGraph,
      type: "article",
      publishedTime: blog.publishedAt,
      modifiedTime: blog.updatedAt,
      authors: [blog.author],
    },
  };
}

export default async function BlogArticlePage({ params }: Props) {
  const resolution = await resolve((await params).slug);
  if (resolution.kind === "missing") notFound();
  // Old links keep working after a title edit. (On the first render of such a path Next 16.4 sends
  // the Location header twice with the same value, vercel/next.js#82117; browsers follow it.)
  if (resolution.kind === "redirect") permanentRedirect(resolution.path);
  const { blog } = resolution;

  return (
    <>
      <article className="mx-auto max-w-3xl px-4 pb-4 pt-6">
        <Breadcrumbs
          trail={[
            { name: page.hero.eyebrow ?? page.hero.heading, path: "/blogs" },
            { name: blog.title, path: blogPath(blog) },
          ]}
        />
        <header className="mt-6">
          <p className="text-sm font-semibold uppercase tracking-wider text-amber-700">
            {page.courseLabel}: {blog.courseName}
          </p>
          <h1 id="page-title" className="mt-2 text-3xl font-extrabold leading-tight text-brand-900 sm:text-4xl">
            {blog.title}
          </h1>
          <p className="mt-3 text-slate-600">
            {page.byLabel} <span className="font-semibold text-slate-800">{blog.author}</span> ·{" "}
            <time dateTime={blog.publishedAt}>{formatLongDate(blog.publishedAt)}</time>
          </p>
        </header>
        <Image
          src={blogImageSrc(blog.imageUrl)}
          alt=""
          width={800}
          height={450}
          priority
          sizes="(min-width: 768px) 48rem, 100vw"
          className="mt-8 aspect-video h-auto w-full rounded-2xl object-cover"
        />
        <div className="mt-8 space-y-5 text-lg leading-8 text-slate-800">
          {blogParagraphs(blog.description).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        <p className="mt-10">
          <Link href="/blogs" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
            ← {page.backLabel}
          </Link>
        </p>
      </article>
      <CtaBanner {...page.cta} />
      <JsonLd data={blogArticleJsonLd(blog)} />
    </>
  );
}
