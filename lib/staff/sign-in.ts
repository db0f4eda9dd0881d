/**
 * The staff log-in as both doors run it (the /admin and /collegelist screens' action and
 * `POST /api/admin/`): username, password and, as the account needs them, a code and a new
 * password, through the next-auth `staff` provider, which sets the session cookie. A refusal
 * carries the provider's status, reason and the step the client must take next; anything else
 * thrown (the database unreachable) is left to the door.
 */
import { signInWith } from "@/lib/auth/sign-in";
import { failure, success, type Failure, type Success } from "@/lib/http/outcome";
import { MISSING_CREDENTIALS, type StaffLoginStep } from "./login";

export const LOGGED_IN = "Logged in.";

export type StaffSignInOutcome = Success | (Failure & { step?: StaffLoginStep });

const text = (value: unknown) => (typeof value === "string" ? value : "");

export async function signInStaff(input: {
  username?: unknown;
  password?: unknown;
  code?: unknown;
  newPassword?: unknown;
}): Promise<StaffSignInOutcome> {
  const username = text(input?.username).trim();
  const password = text(input?.password);
  if (!username || !password) return failure(400, MISSING_CREDENTIALS);
  // Only what was sent: the provider reads a missing field as "not yet".
  const more = Object.fromEntries(
    (["code", "newPassword"] as const).flatMap((field) => (text(input?.[field]) ? [[field, text(input[field])]] : [])),
  );
  const result = await signInWith("staff", { username, password, ...more });
  if (result.ok) return success(LOGGED_IN);
  const { status, message, errors, retryAfterSeconds, step } = result.refusal;
  return { ...failure(status, message, errors), retryAfterSeconds, step };
}
