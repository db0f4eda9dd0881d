/**
 * The placeholders a reply template may use, and filling them in. Zod- and database-free, so the
 * admin's form, the lead page's preview and the server's send read the same rules: what the
 * counsellor previews is what the lead gets.
 */
export const PLACEHOLDERS = ["name", "course", "counsellor"] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];
export type PlaceholderValues = Record<Placeholder, string>;

/** What each placeholder becomes, as the template form explains it. */
export const placeholderMeaning: Record<Placeholder, string> = {
  name: "the enquirer's name",
  course: "the course they asked about",
  counsellor: "the name of the staff member who sends it",
};

// Anything in single braces on one line counts as a placeholder, so "{Name}" or "{ fees }" is
// caught when the template is saved rather than reaching an enquirer as it was typed.
const BRACED = /\{([^{}\n]{1,40})\}/g;

const isPlaceholder = (key: string): key is Placeholder => (PLACEHOLDERS as readonly string[]).includes(key);

/** The braced words of `text` that are not placeholders ("{fees}"), each once, in order. */
export function unknownPlaceholders(text: string): string[] {
  const found = [...text.matchAll(BRACED)].filter((match) => !isPlaceholder(match[1]!.trim())).map((match) => match[0]);
  return [...new Set(found)];
}

/** The placeholders `text` uses, each once, in order. */
export function usedPlaceholders(text: string): Placeholder[] {
  const keys = [...text.matchAll(BRACED)].map((match) => match[1]!.trim()).filter(isPlaceholder);
  return [...new Set(keys)];
}

/** "Unknown placeholder {fees}: use {name}, {course} or {counsellor}." */
export function unknownPlaceholderMessage(unknown: string[]): string {
  const known = PLACEHOLDERS.map((key) => `{${key}}`);
  const noun = unknown.length === 1 ? "Unknown placeholder" : "Unknown placeholders";
  return `${noun} ${unknown.join(", ")}: use ${known.slice(0, -1).join(", ")} or ${known.at(-1)}.`;
}

/**
 * The template with each placeholder replaced by its value, in one pass: a value that itself
 * contains "{course}" (a name typed that way) stays as it is. Escaping is the channel's business
 * (the e-mail layout escapes HTML; the WhatsApp link URL-encodes).
 */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(BRACED, (whole, key: string) => (isPlaceholder(key.trim()) ? values[key.trim() as Placeholder] : whole));
}
