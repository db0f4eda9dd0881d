import { site } from "@/content/site";

/** The site-wide share card (app/opengraph-image.tsx and app/twitter-image.tsx draw it). */
export const shareImage = {
  openGraphPath: "/opengraph-image",
  twitterPath: "/twitter-image",
  width: 1200,
  height: 630,
  alt: `${site.name}: ${site.tagline}`,
} as const;
