/** The illustration shown when a blog's image cannot be served from this site. */
export const DEFAULT_BLOG_IMAGE = "/images/blogs/default.svg";

const localImage = /^\/images\/(?:[a-z0-9_-]+\/)*[a-z0-9_-]+\.(?:svg|png|jpe?g|webp|avif)$/i;

/**
 * The image to render for a blog. Staff may paste any URL, but the site hot-links nothing (the
 * Content-Security-Policy allows images from this origin only), so only local /images/ files are
 * used and everything else falls back to the default illustration.
 */
export function blogImageSrc(imageUrl: string): string {
  return localImage.test(imageUrl) ? imageUrl : DEFAULT_BLOG_IMAGE;
}
