import { withRole } from "@/lib/auth/route";
import { COLLEGE_DELETED } from "@/lib/colleges/answer";
import { deleteCollege } from "@/lib/colleges/commands";
import { collegeWriteResponse } from "@/lib/colleges/http";

type Context = { params: Promise<{ id: string }> };

/** DELETE /api/college/delete/:id (admins only). */
export const DELETE = withRole(["ADMIN"], async (_request, caller, { params }: Context) => {
  const { id } = await params;
  const result = await deleteCollege({ userId: caller.userId }, id);
  return collegeWriteResponse(result, { status: 200, message: COLLEGE_DELETED });
});
