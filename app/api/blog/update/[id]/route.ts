import { BLOG_BODY_LIMIT_BYTES, updateBlog } from "@/lib/blogs/commands";
import { route } from "@/lib/http/route";

/** PUT /api/blog/update/:id with every field → `{ message, blog }`. */
export const PUT = route(
  { name: "blog update", permission: "blogs.manage", body: "json", limitBytes: BLOG_BODY_LIMIT_BYTES },
  ({ caller, body, params }) => updateBlog(caller, params.id!, body),
);
