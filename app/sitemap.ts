import type { MetadataRoute } from "next";
import { publicRoutes } from "@/lib/seo/routes";
import { siteUrl } from "@/lib/seo/metadata";

/** /sitemap.xml: every public page, with absolute URLs from NEXT_PUBLIC_SITE_URL. */
export default function sitemap(): MetadataRoute.Sitemap {
  return publicRoutes.map((route) => ({
    url: siteUrl(route.path),
    changeFrequency: route.changeFrequency,
    priority: route.priority,
  }));
}
