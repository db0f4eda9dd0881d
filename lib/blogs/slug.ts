/**
 * Blog URLs: /blogs/<id>-<title-slug>. The id finds the blog; the slug is for readers and search
 * engines, so a renamed blog keeps its old links working (they redirect to the new slug).
 */

const MAX_SLUG_LENGTH = 80;

/** "How to choose the right B.Tech branch?" → "how-to-choose-the-right-btech-branch". */
export function slugifyTitle(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    // Abbreviations and contractions stay one word: "B.Tech" → "btech", "don't" → "dont".
    .replace(/['’.]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const short = slug.length <= MAX_SLUG_LENGTH ? slug : slug.slice(0, MAX_SLUG_LENGTH).replace(/-[^-]*$/, "");
  // A title in another script (Hindi, say) has no Latin letters left; the id alone still finds it.
  return short || "article";
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

export type BlogResolution<T> =
  | { kind: "found"; blog: T }
  | { kind: "redirect"; path: string }
  | { kind: "missing" };

/** What a /blogs/<segment> request shows: the blog, a permanent redirect to its canonical slug, or 404. */
export function resolveBlogSegment<T extends { id: string; slug: string }>(segment: string, blogs: readonly T[]): BlogResolution<T> {
  const parsed = parseBlogSegment(segment);
  const blog = parsed && blogs.find((candidate) => candidate.id === parsed.id);
  if (!parsed || !blog) return { kind: "missing" };
  return parsed.slug === blog.slug ? { kind: "found", blog } : { kind: "redirect", path: blogPath(blog) };
}
