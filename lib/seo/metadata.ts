import type { Metadata } from "next";
import { site } from "@/content/site";
import { siteOrigin } from "@/lib/env";
import { shareImage } from "@/lib/seo/share-image";

/** The absolute URL of a site path. */
export function siteUrl(path = "/"): string {
  return `${siteOrigin()}${path === "/" ? "" : path}`;
}

/**
 * One helper for every page's metadata: its own title and description, a canonical URL from
 * NEXT_PUBLIC_SITE_URL, and Open Graph / Twitter cards with the generated site-wide image
 * (app/opengraph-image.tsx, app/twitter-image.tsx).
 */
export function pageMetadata({
  title,
  description,
  path,
  type = "website",
  noIndex = false,
}: {
  title: string;
  description: string;
  path: string;
  type?: "website" | "article";
  noIndex?: boolean;
}): Metadata {
  return {
    // Content titles are complete (brand included, at most 60 characters), so no template applies.
    title: { absolute: title },
    description,
    alternates: { canonical: siteUrl(path) },
    // A page's own openGraph replaces the inherited one, image included, so the card is named here.
    openGraph: {
      title,
      description,
      url: siteUrl(path),
      siteName: site.name,
      locale: "en_IN",
      type,
      images: [{ url: shareImage.openGraphPath, width: shareImage.width, height: shareImage.height, alt: shareImage.alt }],
    },
    twitter: {
      card: "summary_large_image",
      title,
      description,
      images: [{ url: shareImage.twitterPath, width: shareImage.width, height: shareImage.height, alt: shareImage.alt }],
    },
    robots: noIndex ? { index: false, follow: false } : undefined,
  };
}
