import { requestPasswordReset } from "@/lib/accounts/reset";
import { jsonFormRoute } from "@/lib/http/form-route";

/** POST /api/auth/request-reset `{ email }` → `{ message }`, the same for any address. */
export const POST = jsonFormRoute("reset request", (input, ip) => requestPasswordReset(input, ip));
