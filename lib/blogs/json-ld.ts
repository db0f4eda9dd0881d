import { site } from "@/content/site";
import { blogImageSrc } from "@/lib/blogs/image";
import type { PublishedBlog } from "@/lib/blogs/schema";
import { blogPath } from "@/lib/blogs/slug";
import { blogExcerpt } from "@/lib/blogs/text";
import { siteUrl } from "@/lib/seo/metadata";

/** schema.org Article for a blog page. */
export function blogArticleJsonLd(blog: PublishedBlog): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: blog.title,
    description: blogExcerpt(blog.description),
    image: [siteUrl(blogImageSrc(blog.imageUrl))],
    datePublished: blog.publishedAt,
    dateModified: blog.updatedAt,
    author: { "@type": "Person", name: blog.author },
    publisher: { "@type": "Organization", name: site.name, logo: { "@type": "ImageObject", url: siteUrl(site.logo.src) } },
    mainEntityOfPage: siteUrl(blogPath(blog)),
    about: blog.courseName,
  };
}
