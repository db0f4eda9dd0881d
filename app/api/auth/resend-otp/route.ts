import { resendStep } from "@/lib/accounts/login-step";
import { route } from "@/lib/http/route";

/** POST /api/auth/resend-otp `{ email }`: a new code for this client's log-in in progress (its password step's cookie; once a minute, 6 codes an hour). */
export const POST = route({ name: "code resend", body: "json" }, ({ body, ip, request }) =>
  resendStep(body, ip, request.headers),
);
