import type { MetadataRoute } from "next";
import { listPublishedBlogs } from "@/lib/blogs/cached";
import { blogPath } from "@/lib/blogs/slug";
import { directorySitemapEntries } from "@/lib/colleges/sitemap";
import { cutoffSitemapEntries } from "@/lib/predictor/cutoffs";
import { publicRoutes } from "@/lib/seo/routes";
import { siteUrl } from "@/lib/seo/metadata";

// Blog articles come from the database; the sitemap is regenerated with them (tag "blogs").
export const revalidate = 3600;

/** /sitemap.xml: every public page, directory view, university, institute cutoff page and blog article, once each. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const blogs = await listPublishedBlogs();
  const entries: MetadataRoute.Sitemap = [
    ...publicRoutes.map((route) => ({
      url: siteUrl(route.path),
      changeFrequency: route.changeFrequency,
      priority: route.priority,
    })),
    ...directorySitemapEntries(),
    ...cutoffSitemapEntries(),
    ...blogs.map((blog) => ({
      url: siteUrl(blogPath(blog)),
      lastModified: blog.updatedAt,
      changeFrequency: "monthly" as const,
      priority: 0.6,
    })),
  ];
  const seen = new Set<string>();
  return entries.filter((entry) => !seen.has(entry.url) && seen.add(entry.url));
}
