import { article } from "@/content/pages/blogs";
import type { PublishedBlog } from "@/lib/blogs/schema";
import { slugifyTitle } from "@/lib/blogs/slug";

/** The sample article of content/pages/blogs.ts, shaped like a published blog. */
export const sampleBlog: PublishedBlog = {
  id: article.id,
  slug: slugifyTitle(article.title),
  title: article.title,
  author: article.author,
  courseName: article.course,
  imageUrl: article.image.src,
  description: article.body.join("\n\n"),
  publishedAt: new Date(`${article.date}T00:00:00+05:30`).toISOString(),
  updatedAt: new Date(`${article.date}T00:00:00+05:30`).toISOString(),
};
