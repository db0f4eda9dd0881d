/**
 * The staff log-in as both doors run it (the /admin and /collegelist screens' action and
 * `POST /api/admin/`): username and password through the next-auth `staff` provider, which sets
 * the session cookie. A refusal carries the provider's status and reason; anything else thrown
 * (the database unreachable) is left to the door.
 */
import { signInWith } from "@/lib/auth/sign-in";
import { failure, success, type Outcome } from "@/lib/http/outcome";
import { MISSING_CREDENTIALS } from "./login";

export const LOGGED_IN = "Logged in.";

const text = (value: unknown) => (typeof value === "string" ? value : "");

export async function signInStaff(input: { username?: unknown; password?: unknown }): Promise<Outcome> {
  const username = text(input?.username).trim();
  const password = text(input?.password);
  if (!username || !password) return failure(400, MISSING_CREDENTIALS);
  const result = await signInWith("staff", { username, password });
  if (result.ok) return success(LOGGED_IN);
  const { status, message, retryAfterSeconds } = result.refusal;
  return { ...failure(status, message), retryAfterSeconds };
}
