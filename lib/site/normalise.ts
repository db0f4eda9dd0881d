/**
 * Text reduced for matching what a person typed or a link carried: lower case, accents removed,
 * punctuation as single spaces ("B.Tech, Pune" → "b tech pune", "Heriot-Watt" → "heriot watt").
 * Plain string work, safe for browser code.
 */
export function normaliseForMatching(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
