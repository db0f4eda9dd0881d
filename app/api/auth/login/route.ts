import { startLogin } from "@/lib/accounts/login";
import { route } from "@/lib/http/route";

/** POST /api/auth/login `{ email, password }` → `{ message: "OTP sent to email" }`; the code arrives by e-mail. */
export const POST = route({ name: "login", body: "json" }, ({ body, ip }) => startLogin(body, ip));
