/** A blog's text as paragraphs: staff type it in a plain textarea, one paragraph per line. */
export function blogParagraphs(description: string): string[] {
  return description
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The opening of a blog for cards and meta descriptions, cut at a word and marked with an ellipsis. */
export function blogExcerpt(description: string, maxLength = 160): string {
  const text = blogParagraphs(description).join(" ");
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const atWord = cut.slice(0, cut.lastIndexOf(" ")) || cut;
  return `${atWord.replace(/[\s,.;:!?-]+$/, "")}…`;
}
