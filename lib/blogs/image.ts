/** The illustration shown when a blog's image cannot be served from this site. */
export const DEFAULT_BLOG_IMAGE = "/images/blogs/default.svg";

/** Where an uploaded image is served: the public media route (app/media/[id]). */
export const mediaPath = (fileId: string) => `/media/${fileId}`;

const localImage = /^\/images\/(?:[a-z0-9_-]+\/)*[a-z0-9_-]+\.(?:svg|png|jpe?g|webp|avif)$/i;
const uploadedImage = /^\/media\/[a-z0-9]{10,40}$/;

/**
 * The image to render for a blog. Staff may paste any URL, but the site hot-links nothing (the
 * Content-Security-Policy allows images from this origin only), so only this site's own images
 * (local /images/ files and uploads under /media/) are used; anything else falls back to the
 * default illustration.
 */
export function blogImageSrc(imageUrl: string): string {
  return localImage.test(imageUrl) || uploadedImage.test(imageUrl) ? imageUrl : DEFAULT_BLOG_IMAGE;
}

/** The id of an uploaded image's stored file, when `imageUrl` is one. */
export function uploadedImageId(imageUrl: string): string | null {
  return uploadedImage.test(imageUrl) ? imageUrl.slice("/media/".length) : null;
}

export const MAX_BLOG_IMAGE_BYTES = 2 * 1024 * 1024;
export const IMAGE_TOO_LARGE = "The image may be at most 2 MB.";
export const NOT_AN_IMAGE = "The image must be a JPEG, PNG or WebP file.";

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

/** The image type the file's first bytes say it is (not its name or the browser's claim), or null. */
export function sniffImageType(bytes: Uint8Array): "image/jpeg" | "image/png" | "image/webp" | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  // "RIFF", four bytes of size, "WEBP".
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}
