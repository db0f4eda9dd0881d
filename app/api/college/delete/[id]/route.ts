import { withRole } from "@/lib/auth/route";
import { deleteCollege } from "@/lib/colleges/commands";
import { collegeWriteResponse } from "@/lib/colleges/http";

type Context = { params: Promise<{ id: string }> };

/** DELETE /api/college/delete/:id (admins only). */
export const DELETE = withRole(["ADMIN"], async (_request, caller, { params }: Context) => {
  const { id } = await params;
  const result = await deleteCollege({ userId: caller.userId }, id);
  return collegeWriteResponse(result, { status: 200, message: "College Deleted Successfully!" });
});
