/** The ways to sign in: each a credentials provider whose authorize() runs a lib command. */
import Credentials from "next-auth/providers/credentials";
import { clientIp } from "@/lib/security/client-ip";
import { verifyLoginCode } from "@/lib/accounts/login";
import { loginStepOf } from "@/lib/accounts/login-step";
import { authenticateStaff } from "@/lib/staff/login";
import { LoginRefused } from "./refusal";

/** Staff: username and password, then a code and, for a generated password, a new one (lib/staff/login.ts). */
const staff = Credentials({
  id: "staff",
  credentials: { username: {}, password: {}, code: {}, newPassword: {} },
  async authorize(credentials, request) {
    const result = await authenticateStaff(credentials, clientIp(request.headers));
    if (!result.ok) throw new LoginRefused(result);
    return result.user;
  },
});

/**
 * Visitors: the one-time code e-mailed after their password (lib/accounts/login.ts), from the
 * client that entered the password (its login-step cookie). Checked here, not in the doors, so
 * Auth.js's own callback URL cannot be used to skip it.
 */
const otp = Credentials({
  id: "otp",
  credentials: { email: {}, otp: {} },
  async authorize(credentials, request) {
    const result = await verifyLoginCode(credentials, clientIp(request.headers), loginStepOf(request.headers));
    if (!result.ok) {
      const status = result.status === 400 || result.status === 429 ? result.status : 401;
      throw new LoginRefused({
        status,
        message: result.message,
        errors: result.errors,
        retryAfterSeconds: result.retryAfterSeconds,
      });
    }
    return result.user;
  },
});

export const providers = [staff, otp];
