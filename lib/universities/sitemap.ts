import type { MetadataRoute } from "next";
import { universities } from "@/content/universities";
import { siteUrl } from "@/lib/seo/metadata";
import { universityPath } from "./seo";

/** /aboradstudy and every /university/<slug> page. */
export function universitySitemapEntries(): MetadataRoute.Sitemap {
  return [
    { url: siteUrl("/aboradstudy"), changeFrequency: "monthly", priority: 0.8 },
    ...universities.map((university) => ({
      url: siteUrl(universityPath(university)),
      changeFrequency: "yearly" as const,
      priority: 0.6,
    })),
  ];
}
