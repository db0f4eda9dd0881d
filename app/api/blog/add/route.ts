import { withRole } from "@/lib/auth/route";
import { createBlog } from "@/lib/blogs/commands";
import { blogResponse, readBlogBody } from "@/lib/blogs/http";

/** POST /api/blog/add `{ title, name, coursename, image, description }` (admins only). */
export const POST = withRole(["ADMIN"], async (request, caller) => {
  const body = await readBlogBody(request);
  if (body instanceof Response) return body;
  return blogResponse(await createBlog({ userId: caller.userId }, body), 201);
});
