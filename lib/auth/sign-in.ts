import { CredentialsSignin } from "next-auth";
import { failure, success, type Outcome } from "@/lib/http/outcome";
import { metrics } from "@/lib/observability/metrics";
import { signIn, signOut } from "./index";
import { currentSession } from "./caller";
import { clearSignedInHint } from "./hint";
import { endSession } from "./sessions";
import { LoginRefused, type LoginRefusal } from "./refusal";

export type SignInResult = { ok: true } | { ok: false; refusal: LoginRefusal };

/**
 * Signs in through a credentials provider from a route handler or server action: on success the
 * session cookie is set on the response; a refusal comes back with the provider's reason. Any
 * other failure (the database unreachable) is thrown for the door to answer 503.
 */
export async function signInWith(provider: "staff" | "otp", credentials: Record<string, string>): Promise<SignInResult> {
  const result = await attempt(provider, credentials);
  metrics.logins.inc({ kind: provider, result: result.ok ? "success" : "failure" });
  return result;
}

async function attempt(provider: "staff" | "otp", credentials: Record<string, string>): Promise<SignInResult> {
  try {
    await signIn(provider, { ...credentials, redirect: false });
    return { ok: true };
  } catch (error) {
    if (error instanceof LoginRefused) return { ok: false, refusal: error.refusal };
    if (error instanceof CredentialsSignin) return { ok: false, refusal: { status: 401, message: "Invalid credentials" } };
    throw error;
  }
}

/** Ends the caller's session for real (see the signOut event), and the header's signed-in hint. */
export async function signOutHere(): Promise<void> {
  await signOut({ redirect: false });
  await clearSignedInHint();
}

export const LOGGED_OUT = "Logged out";

/**
 * POST /api/auth/logout: ends the session the request calls with, whether it shows the cookie or the
 * Bearer token (both carry the session's id, so the other ends too), and clears the cookies.
 */
export async function endCallerSession(request: Request): Promise<Outcome> {
  const session = await currentSession(request);
  if (!session) return failure(401, "You are not logged in.");
  await endSession(session.sessionId);
  await signOutHere();
  return success(LOGGED_OUT);
}
