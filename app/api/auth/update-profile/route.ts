import { updateProfile } from "@/lib/accounts/profile";
import { withRole } from "@/lib/auth/route";
import { JSON_BODY_LIMIT_BYTES, readJsonObject } from "@/lib/http/request-body";
import { outcomeResponse } from "@/lib/http/respond";

/** PUT /api/auth/update-profile `{ name, mobile }` (Bearer token or session cookie) → `{ message, user }`. */
export const PUT = withRole(["USER"], async (request, caller) => {
  const body = await readJsonObject(request, JSON_BODY_LIMIT_BYTES);
  if (!body.ok) return outcomeResponse(body);
  const result = await updateProfile(caller.userId, body.value);
  return outcomeResponse(result.ok ? { ok: true, message: result.message, data: { user: result.user } } : result);
});
