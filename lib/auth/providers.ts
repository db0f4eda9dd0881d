/** The ways to sign in: each a credentials provider whose authorize() runs a lib command. */
import Credentials from "next-auth/providers/credentials";
import { clientIp } from "@/lib/security/client-ip";
import { authenticateStaff } from "@/lib/staff/login";
import { LoginRefused } from "./refusal";

/** Staff: username and password (lib/staff/login.ts). */
const staff = Credentials({
  id: "staff",
  credentials: { username: {}, password: {} },
  async authorize(credentials, request) {
    const result = await authenticateStaff(credentials, clientIp(request.headers));
    if (!result.ok) throw new LoginRefused(result);
    return result.user;
  },
});

export const providers = [staff];
