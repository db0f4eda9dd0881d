import { signInWithCode } from "@/lib/auth/visitor-sign-in";
import { route } from "@/lib/http/route";

/**
 * POST /api/auth/verify-otp `{ email, otp }` → `{ message, user, token }` and the session cookie,
 * from the client that did the password step (its cookie), else 401.
 */
export const POST = route({ name: "code check", body: "json" }, ({ body }) => signInWithCode(body, "api"));
