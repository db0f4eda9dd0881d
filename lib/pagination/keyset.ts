/**
 * Keyset pagination, newest first, over (createdAt, id): a page is "the next N rows older than the
 * last one shown", so a deep page costs what the first does and a row added meanwhile never shifts
 * a page. The cursor is opaque to clients (base64url of the last row's time and id).
 */
export type Keyset = { createdAt: Date; id: string };
export type Page<T> = { items: T[]; nextCursor: string | null };

export const MAX_PAGE_SIZE = 500;

export function encodeCursor(row: Keyset): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`).toString("base64url");
}

/** The position a cursor names, or null for anything that is not one of ours. */
export function decodeCursor(cursor: string | null | undefined): Keyset | null {
  if (!cursor || cursor.length > 200) return null;
  const [time, id, ...rest] = Buffer.from(cursor, "base64url").toString("utf8").split("|");
  const createdAt = new Date(time ?? "");
  if (rest.length > 0 || !id || !/^[\w-]{1,64}$/.test(id) || Number.isNaN(createdAt.getTime())) return null;
  return { createdAt, id };
}

/**
 * The Prisma `where` for "after this cursor" in newest-first order (AND it with the filters). The
 * bound on createdAt alone is redundant with the OR, but it lets PostgreSQL start the index scan at
 * the cursor instead of walking down to it from the newest row (a deep page costs what the first does).
 */
export function olderThan(cursor: Keyset | null) {
  if (!cursor) return {};
  return {
    createdAt: { lte: cursor.createdAt },
    OR: [{ createdAt: { lt: cursor.createdAt } }, { createdAt: cursor.createdAt, id: { lt: cursor.id } }],
  };
}

export const NEWEST_FIRST = [{ createdAt: "desc" }, { id: "desc" }] as const;

/** Rows fetched with `take: size + 1` into a page and the cursor of the next one. */
export function toPage<T extends Keyset>(rows: T[], size: number): Page<T> {
  const items = rows.slice(0, size);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > size && last ? encodeCursor(last) : null };
}

/** Every item of a keyset-paged list, a batch at a time (exports: flat memory, however long the list). */
export async function* everyItem<T>(page: (cursor: string | undefined, size: number) => Promise<Page<T>>, batch = 1000): AsyncGenerator<T> {
  let cursor: string | undefined;
  do {
    const next = await page(cursor, batch);
    yield* next.items;
    cursor = next.nextCursor ?? undefined;
  } while (cursor);
}
