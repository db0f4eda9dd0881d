import { resetPassword } from "@/lib/accounts/reset";
import { route } from "@/lib/http/route";
import { success } from "@/lib/http/outcome";

/** POST /api/auth/reset-password/:token `{ password }` → `{ message }` (the old API's shape: the message alone). */
export const POST = route({ name: "password reset", body: "json" }, async ({ body, ip, params }) => {
  const outcome = await resetPassword(params.token!, body, ip);
  return outcome.ok ? success(outcome.message) : outcome;
});
