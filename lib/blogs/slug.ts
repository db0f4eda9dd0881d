/**
 * Blog URLs: /blogs/<id>-<title-slug>. The id finds the blog; the slug is for readers and search
 * engines, so a renamed blog keeps its old links working (they redirect to the new slug).
 */
import { slugify } from "@/lib/site/slug";

/** "How to choose the right B.Tech branch?" → "how-to-choose-the-right-btech-branch". */
export function slugifyTitle(title: string): string {
  // A title in another script (Hindi, say) has no Latin letters left; the id alone still finds it.
  return slugify(title, "article");
}

/** The path segment of a blog's page. */
export function blogSegment(blog: { id: string; slug: string }): string {
  return `${blog.id}-${blog.slug}`;
}

export function blogPath(blog: { id: string; slug: string }): string {
  return `/blogs/${blogSegment(blog)}`;
}

/**
 * Splits a path segment into id and slug. Ids are lower-case letters and digits (Prisma cuids),
 * so the first hyphen ends the id. "<id>" alone is accepted (its slug is empty, hence stale).
 * Anything else is not a blog address.
 */
export function parseBlogSegment(segment: string): { id: string; slug: string } | null {
  const match = /^([a-z0-9]+)(?:-([a-z0-9]+(?:-[a-z0-9]+)*))?$/.exec(segment);
  if (!match?.[1]) return null;
  return { id: match[1], slug: match[2] ?? "" };
}

export type BlogResolution<T> = { kind: "found"; blog: T } | { kind: "redirect"; path: string } | { kind: "missing" };

/** What a /blogs/<segment> request shows: the blog, a permanent redirect to its canonical slug, or 404. */
export function resolveBlogSegment<T extends { id: string; slug: string }>(
  segment: string,
  blogs: readonly T[],
): BlogResolution<T> {
  const parsed = parseBlogSegment(segment);
  const blog = parsed && blogs.find((candidate) => candidate.id === parsed.id);
  if (!parsed || !blog) return { kind: "missing" };
  return parsed.slug === blog.slug ? { kind: "found", blog } : { kind: "redirect", path: blogPath(blog) };
}
