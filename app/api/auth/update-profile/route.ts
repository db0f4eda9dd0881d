import { updateProfile } from "@/lib/accounts/profile";
import { route } from "@/lib/http/route";

/** PUT /api/auth/update-profile `{ name, mobile }` (Bearer token or session cookie) → `{ message, user }`. */
export const PUT = route({ name: "profile update", permission: "account.own", body: "json" }, ({ caller, body }) =>
  updateProfile(caller.userId, body),
);
