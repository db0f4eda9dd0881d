import { endCallerSession } from "@/lib/auth/sign-in";
import { route } from "@/lib/http/route";

/** POST /api/auth/logout (Bearer token or session cookie) → `{ message }`: the caller's session ends, its cookie and token alike. */
export const POST = route({ name: "logout", permission: "account.own" }, ({ request }) => endCallerSession(request));
