import { withRole } from "@/lib/auth/route";
import { COLLEGE_UPDATED } from "@/lib/colleges/answer";
import { updateCollege } from "@/lib/colleges/commands";
import { collegeWriteResponse, readWireCollege } from "@/lib/colleges/http";

type Context = { params: Promise<{ id: string }> };

/** PUT /api/college/update/:id with every field (admins only). */
export const PUT = withRole(["ADMIN"], async (request, caller, { params }: Context) => {
  const input = await readWireCollege(request);
  if (input instanceof Response) return input;
  const { id } = await params;
  const result = await updateCollege({ userId: caller.userId }, id, input);
  return collegeWriteResponse(result, { status: 200, message: COLLEGE_UPDATED });
});
