/**
 * The old list APIs (`GET /api/contact`, `/api/franchise`, `/api/auth/register` for staff;
 * `/api/college/list`, `/api/blog/list` for anyone): the body stays the JSON array of records the
 * old clients read, paged by `?limit=` and `?cursor=` with a `Link: <…>; rel="next"` header
 * (lib/http/paging.ts), through the one route door.
 */
import type { Caller } from "@/lib/auth/caller";
import type { Permission } from "@/lib/auth/permissions";
import { decodeCursor, type Page } from "@/lib/pagination/keyset";
import { failure } from "./outcome";
import { INVALID_CURSOR, pagedJson, readPaging } from "./paging";
import { route } from "./route";

export type ListQuery<P> = { url: URL; q?: string; cursor?: string; limit: number; caller: P extends Permission ? Caller : null };

export function listRoute<Row, P extends Permission | undefined = undefined>(
  spec: { name: string; permission?: P; isCursor?: (cursor: string) => boolean },
  page: (query: ListQuery<P>) => Promise<Page<Row>>,
  toWire: (row: Row) => unknown,
) {
  const isCursor = spec.isCursor ?? ((cursor: string) => decodeCursor(cursor) !== null);
  return route({ name: spec.name, permission: spec.permission }, async ({ request, caller }) => {
    const url = new URL(request.url);
    const paging = readPaging(url);
    if (!paging.ok) return failure(400, paging.message);
    if (paging.cursor !== null && !isCursor(paging.cursor)) return failure(400, INVALID_CURSOR);
    const result = await page({ url, q: url.searchParams.get("q") ?? undefined, cursor: paging.cursor ?? undefined, limit: paging.limit, caller } as ListQuery<P>);
    return pagedJson(url, result.items.map(toWire), result.nextCursor);
  });
}
