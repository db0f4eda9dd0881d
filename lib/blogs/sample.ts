import { updates } from "@/content/home";
import { article } from "@/content/pages/blogs";
import type { PublishedBlog } from "@/lib/blogs/schema";
import { slugifyTitle } from "@/lib/blogs/slug";
import { indiaDayStart } from "@/lib/time/india";

/** A day's date in India as the moment the article went out. */
const publishedOn = (date: string) => indiaDayStart(date).toISOString();

/** The sample article of content/pages/blogs.ts, shaped like a published blog. */
export const sampleBlog: PublishedBlog = {
  id: article.id,
  slug: slugifyTitle(article.title),
  title: article.title,
  author: article.author,
  courseName: article.course,
  imageUrl: article.image.src,
  description: article.body.join("\n\n"),
  publishedAt: publishedOn(article.date),
  updatedAt: publishedOn(article.date),
};

/** The home page's Admission Updates (content/home.ts), each a blog its card opens. */
export const admissionUpdateBlogs: PublishedBlog[] = updates.articles.map((update) => ({
  id: update.blogId,
  slug: slugifyTitle(update.title),
  title: update.title,
  author: update.author,
  courseName: update.category,
  imageUrl: update.image.src,
  description: update.body.join("\n\n"),
  publishedAt: publishedOn(update.date),
  updatedAt: publishedOn(update.date),
}));
