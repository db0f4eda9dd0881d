import { readProfile } from "@/lib/accounts/profile";
import { withRole } from "@/lib/auth/route";

/** GET /api/auth/me (Bearer token or session cookie) → the user: name, email, mobile. */
export const GET = withRole(["USER"], async (_request, caller) => {
  const profile = await readProfile(caller.userId);
  return profile ? Response.json(profile, { headers: { "Cache-Control": "no-store" } }) : Response.json({ message: "Failed to load profile" }, { status: 404 });
});
