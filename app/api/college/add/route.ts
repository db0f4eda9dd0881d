import { withRole } from "@/lib/auth/route";
import { COLLEGE_ADDED } from "@/lib/colleges/answer";
import { createCollege } from "@/lib/colleges/commands";
import { collegeWriteResponse, readWireCollege } from "@/lib/colleges/http";

/** POST /api/college/add (admins only). */
export const POST = withRole(["ADMIN"], async (request, caller) => {
  const input = await readWireCollege(request);
  if (input instanceof Response) return input;
  const result = await createCollege({ userId: caller.userId }, input);
  return collegeWriteResponse(result, { status: 201, message: COLLEGE_ADDED });
});
