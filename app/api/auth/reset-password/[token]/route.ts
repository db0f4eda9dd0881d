import { resetPassword } from "@/lib/accounts/reset";
import { route } from "@/lib/http/route";

/** POST /api/auth/reset-password/:token `{ password }` → `{ message }`. */
export const POST = route({ name: "password reset", body: "json" }, ({ body, ip, params }) => resetPassword(params.token!, body, ip));
