import { requestPasswordReset } from "@/lib/accounts/reset";
import { route } from "@/lib/http/route";

/** POST /api/auth/request-reset `{ email }` → `{ message }`, the same for any address. */
export const POST = route({ name: "reset request", body: "json" }, ({ body, ip }) => requestPasswordReset(body, ip));
