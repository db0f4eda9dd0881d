// The claims this site keeps in Auth.js's user, session and JWT (see lib/auth/claims.ts).
import type { Role } from "./permissions";

declare module "next-auth" {
  interface User {
    role: Role;
    sessionVersion: number;
  }
  interface Session {
    user: { id: string; name: string; role: Role };
    /** The session's id (lib/auth/sessions.ts): the profile marks it as this device. */
    sessionId: string;
    /** The account could not be checked on this request (database unreachable): grant nothing. */
    unverified: boolean;
  }
}

declare module "@auth/core/jwt" {
  interface JWT {
    sid: string;
    role: Role;
    sv: number;
    lastActive: number;
    unverified?: boolean;
  }
}
