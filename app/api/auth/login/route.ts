import { startLogin } from "@/lib/accounts/login";
import { jsonFormRoute } from "@/lib/http/form-route";

/** POST /api/auth/login `{ email, password }` → `{ message: "OTP sent to email" }`; the code arrives by e-mail. */
export const POST = jsonFormRoute("login", (input, ip) => startLogin(input, ip));
