import { signInWithCode } from "@/lib/auth/visitor-sign-in";
import { jsonFormRoute } from "@/lib/http/form-route";

/** POST /api/auth/verify-otp `{ email, otp }` → `{ message, user, token }` and the session cookie. */
export const POST = jsonFormRoute("code check", (input) => signInWithCode(input));
