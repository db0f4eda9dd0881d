/**
 * The one rule that turns a name or title staff enter (a college, a blog) into a URL slug:
 * lower-case Latin letters and digits joined by single hyphens, at most 80 characters, cut at a
 * word. Listed content writes its slugs by hand; `slugSchema` (content/schema.ts) checks both.
 */
const MAX_SLUG_LENGTH = 80;

/** "How to choose the right B.Tech branch?" → "how-to-choose-the-right-btech-branch"; `fallback` when no Latin letter or digit is left. */
export function slugify(text: string, fallback: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    // Abbreviations and contractions stay one word: "B.Tech" → "btech", "don't" → "dont".
    .replace(/['’.]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const short = slug.length <= MAX_SLUG_LENGTH ? slug : slug.slice(0, MAX_SLUG_LENGTH).replace(/-[^-]*$/, "");
  return short || fallback;
}
