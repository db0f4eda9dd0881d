import { deleteBlog } from "@/lib/blogs/commands";
import { route } from "@/lib/http/route";

/** DELETE /api/blog/delete/:id → `{ message, blog }` (what was removed). */
export const DELETE = route({ name: "blog delete", permission: "blogs.manage" }, ({ caller, params }) =>
  deleteBlog(caller, params.id!),
);
