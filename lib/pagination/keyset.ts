/**
 * Keyset pagination, newest first, over (createdAt, id): a page is "the next N rows older than the
 * last one shown", so a deep page costs what the first does and a row added meanwhile never shifts
 * a page. The cursor is opaque to clients (base64url of the last row's time and id).
 */
export type Keyset = { createdAt: Date; id: string };
export type Page<T> = { items: T[]; nextCursor: string | null };

/** Rows on one page of a staff list. */
export const PAGE_SIZE = 50;

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

/** What a page query hands the table's findMany: its filter AND "after the cursor", newest first. */
export type PageQuery<Where> = {
  where: { AND: [Where, ReturnType<typeof olderThan>] };
  orderBy: (typeof NEWEST_FIRST)[number][];
  take: number;
};

/**
 * One page of a list, newest first, after `cursor` (an encoded cursor; anything else reads as the
 * first page). `find` is the table's findMany with the columns it selects, e.g.
 * `pageNewestFirst(where, cursor, size, (query) => prisma.user.findMany({ ...query, select }))`.
 */
export async function pageNewestFirst<Row extends Keyset, Where>(
  filter: Where,
  cursor: string | null | undefined,
  size: number,
  find: (query: PageQuery<Where>) => Promise<Row[]>,
): Promise<Page<Row>> {
  const rows = await find({
    where: { AND: [filter, olderThan(decodeCursor(cursor))] },
    orderBy: [...NEWEST_FIRST],
    take: size + 1,
  });
  const items = rows.slice(0, size);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > size && last ? encodeCursor(last) : null };
}

/** Every item of a keyset-paged list, a batch at a time (exports: flat memory, however long the list). */
export async function* everyItem<T>(
  page: (cursor: string | undefined, size: number) => Promise<Page<T>>,
  batch = 1000,
): AsyncGenerator<T> {
  let cursor: string | undefined;
  do {
    const next = await page(cursor, batch);
    yield* next.items;
    cursor = next.nextCursor ?? undefined;
  } while (cursor);
}
