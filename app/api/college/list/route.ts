import { decodeCollegeCursor, pageCollegeRows } from "@/lib/colleges/queries";
import { toWireCollege } from "@/lib/colleges/wire";
import { badPaging, INVALID_CURSOR, pagedJson, readPaging } from "@/lib/http/paging";

/** GET /api/college/list: the colleges in the old API's shape (public data), a page at a time. */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const paging = readPaging(url);
  if (!paging.ok) return badPaging(paging.message);
  const after = paging.cursor === null ? null : decodeCollegeCursor(paging.cursor);
  if (paging.cursor !== null && !after) return badPaging(INVALID_CURSOR);
  const page = await pageCollegeRows(after, paging.limit);
  return pagedJson(url, page.items.map(toWireCollege), page.nextCursor);
}
