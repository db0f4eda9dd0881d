import { resendLoginCode } from "@/lib/accounts/login";
import { route } from "@/lib/http/route";

/** POST /api/auth/resend-otp `{ email }`: a new code for a log-in in progress (once a minute, 5 an hour). */
export const POST = route({ name: "code resend", body: "json" }, ({ body, ip }) => resendLoginCode(body, ip));
