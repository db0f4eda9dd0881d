import { withRole } from "@/lib/auth/route";
import { deleteBlog } from "@/lib/blogs/commands";
import { blogResponse } from "@/lib/blogs/http";

type Context = { params: Promise<{ id: string }> };

/** DELETE /api/blog/delete/:id (admins only). */
export const DELETE = withRole(["ADMIN"], async (_request, caller, { params }: Context) => {
  const { id } = await params;
  return blogResponse(await deleteBlog({ userId: caller.userId }, id));
});
