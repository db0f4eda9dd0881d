/**
 * The old list APIs for staff (GET /api/contact, /api/franchise, /api/auth/register): the
 * specification's JSON array of records, paged by `?limit=` and `?cursor=` with a Link header
 * (lib/http/paging.ts). Counsellors and admins only: personal data is never served to anyone else.
 */
import { STAFF_ROLES } from "@/lib/auth/roles";
import { withRole } from "@/lib/auth/route";
import type { Caller } from "@/lib/auth/caller";
import { decodeCursor, type Page } from "@/lib/pagination/keyset";
import { badPaging, INVALID_CURSOR, pagedJson, readPaging } from "./paging";

export function staffListRoute<Row>(
  page: (query: { q?: string; cursor?: string; limit: number; url: URL; caller: Caller }) => Promise<Page<Row>>,
  toWire: (row: Row) => unknown,
) {
  return withRole(STAFF_ROLES, async (request, caller) => {
    const url = new URL(request.url);
    const paging = readPaging(url);
    if (!paging.ok) return badPaging(paging.message);
    if (paging.cursor !== null && !decodeCursor(paging.cursor)) return badPaging(INVALID_CURSOR);
    const result = await page({ q: url.searchParams.get("q") ?? undefined, cursor: paging.cursor ?? undefined, limit: paging.limit, url, caller });
    return pagedJson(url, result.items.map(toWire), result.nextCursor);
  });
}
