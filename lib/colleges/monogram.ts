/**
 * The generated badge that stands in for a college's photo (there are no hot-linked images):
 * initials of its short name on a colour picked from its slug, so a college keeps its colour.
 */

/** Dark colours on which white text reaches at least 4.5:1 (checked by monogram.test.ts). */
export const monogramPalette = [
  "#0b2a4a",
  "#12467a",
  "#1e3a8a",
  "#3730a3",
  "#6b21a8",
  "#831843",
  "#7b1e3a",
  "#9a3412",
  "#7c2d12",
  "#365314",
  "#0e6251",
  "#134e4a",
] as const;

const minorWords = new Set(["of", "and", "the", "for", "in", "at", "&"]);

/**
 * "IIT Madras" -> "IIT", "AIIMS Delhi" -> "AIIMS", "Jadavpur University" -> "JU",
 * "St. John's Bengaluru" -> "SJB". An acronym that leads the name is what people recognise,
 * so it is kept whole (up to six letters); otherwise the first letters of up to three words.
 */
export function monogramInitials(shortName: string): string {
  const words = shortName
    .split(/[\s/–-]+/u)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter((word) => word && !minorWords.has(word.toLowerCase()));
  const first = words[0] ?? "";
  if (/^\p{Lu}{2,6}$/u.test(first)) return first;
  const initials = words
    .slice(0, 3)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
  return initials || "?";
}

/** FNV-1a: a small, stable string hash (the same slug always gets the same colour). */
function hash(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function monogramColour(slug: string): string {
  return monogramPalette[hash(slug) % monogramPalette.length] ?? monogramPalette[0];
}
