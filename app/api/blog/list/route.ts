import { listBlogRows } from "@/lib/blogs/queries";
import { toWireBlog } from "@/lib/blogs/wire";
import { listRoute } from "@/lib/http/list-route";

/** GET /api/blog/list: the blogs in the old API's shape (public), newest first, a page at a time. */
export const GET = listRoute({ name: "blog list" }, ({ cursor, limit }) => listBlogRows(cursor, limit), toWireBlog);
