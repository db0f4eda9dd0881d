import { BLOG_BODY_LIMIT_BYTES, createBlog } from "@/lib/blogs/commands";
import { route } from "@/lib/http/route";

/** POST /api/blog/add `{ title, name, coursename, image, description }` → 201 `{ message, blog }`. */
export const POST = route(
  { name: "blog add", permission: "blogs.manage", body: "json", limitBytes: BLOG_BODY_LIMIT_BYTES, successStatus: 201 },
  ({ caller, body }) => createBlog(caller, body),
);
