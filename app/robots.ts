import type { MetadataRoute } from "next";
import { siteUrl } from "@/lib/seo/metadata";

/** /robots.txt: everything public is crawlable; the staff pages and the API are not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/admin", "/api", "/collegelist"] },
    sitemap: siteUrl("/sitemap.xml"),
  };
}
