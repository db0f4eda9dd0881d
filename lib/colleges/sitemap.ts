import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/seo/metadata";
import { universitySitemapEntries } from "@/lib/universities/sitemap";
import { collegeCategories } from "@/content/colleges/categories";

/**
 * The directory pages for app/sitemap.ts: /admisson (each tab is its own indexable view) and
 * the study-abroad pages.
 */
export function directorySitemapEntries(): MetadataRoute.Sitemap {
  return [
    { url: siteUrl("/admisson"), changeFrequency: "weekly", priority: 0.9 },
    ...collegeCategories
      .filter((category) => category !== "btech")
      .map((category) => ({
        url: siteUrl(`/admisson?tab=${category}`),
        changeFrequency: "weekly" as const,
        priority: 0.8,
      })),
    ...universitySitemapEntries(),
  ];
}
