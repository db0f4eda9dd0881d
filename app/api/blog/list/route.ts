import { listBlogRows } from "@/lib/blogs/queries";
import { toWireBlog } from "@/lib/blogs/commands";
import { decodeCursor } from "@/lib/pagination/keyset";
import { badPaging, INVALID_CURSOR, pagedJson, readPaging } from "@/lib/http/paging";

/** GET /api/blog/list: the blogs in the specification's shape (public), newest first, a page at a time. */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const paging = readPaging(url);
  if (!paging.ok) return badPaging(paging.message);
  const after = paging.cursor === null ? null : decodeCursor(paging.cursor);
  if (paging.cursor !== null && !after) return badPaging(INVALID_CURSOR);
  const page = await listBlogRows(after, paging.limit);
  return pagedJson(url, page.items.map(toWireBlog), page.nextCursor);
}
