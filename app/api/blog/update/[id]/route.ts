import { withRole } from "@/lib/auth/route";
import { updateBlog } from "@/lib/blogs/commands";
import { blogResponse, readBlogBody } from "@/lib/blogs/http";

type Context = { params: Promise<{ id: string }> };

/** PUT /api/blog/update/:id with every field (admins only). */
export const PUT = withRole(["ADMIN"], async (request, caller, { params }: Context) => {
  const body = await readBlogBody(request);
  if (body instanceof Response) return body;
  const { id } = await params;
  return blogResponse(await updateBlog({ userId: caller.userId }, id, body));
});
