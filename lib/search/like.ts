/**
 * Text for a LIKE / ILIKE pattern (Prisma's `contains`, `startsWith`, `endsWith` build one and
 * pass the value through as it is): `%`, `_` and the escape character `\` (PostgreSQL's default)
 * are matched literally, so a search for "%" finds a "%" rather than every row.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
