import { passwordStep } from "@/lib/accounts/login-step";
import { route } from "@/lib/http/route";

/**
 * POST /api/auth/login `{ email, password }` → `{ message: "OTP sent to email" }`; the code arrives
 * by e-mail, and the answer sets the cookie the code step needs (lib/accounts/login-step.ts).
 */
export const POST = route({ name: "login", body: "json" }, ({ body, ip }) => passwordStep(body, ip));
