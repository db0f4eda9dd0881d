import { resendLoginCode } from "@/lib/accounts/login";
import { jsonFormRoute } from "@/lib/http/form-route";

/** POST /api/auth/resend-otp `{ email }`: a new code for a log-in in progress (once a minute, 5 an hour). */
export const POST = jsonFormRoute("code resend", (input, ip) => resendLoginCode(input, ip));
