import { readProfile } from "@/lib/accounts/profile";
import { failure } from "@/lib/http/outcome";
import { jsonAnswer } from "@/lib/http/respond";
import { route } from "@/lib/http/route";

/** GET /api/auth/me (Bearer token or session cookie) → `{ user: { name, email, mobile } }`. */
export const GET = route({ name: "profile", permission: "account.own" }, async ({ caller }) => {
  const user = await readProfile(caller.userId);
  return user ? jsonAnswer(200, { user }) : failure(404, "Failed to load profile");
});
