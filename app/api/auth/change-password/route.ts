import { changePassword } from "@/lib/accounts/change-password";
import { currentSession } from "@/lib/auth/caller";
import { failure } from "@/lib/http/outcome";
import { route } from "@/lib/http/route";

/**
 * POST /api/auth/change-password `{ currentPassword, newPassword }` (Bearer token or session cookie)
 * → `{ message }`; every other session and token of the account ends, the caller's stays.
 */
export const POST = route({ name: "password change", permission: "account.own", body: "json" }, async ({ body, request }) => {
  const session = await currentSession(request);
  return session
    ? changePassword({ userId: session.caller.userId, sessionId: session.sessionId }, body)
    : failure(401, "Please log in again.");
});
