/**
 * The code step of a visitor's log-in, for both doors (the auth modal's action and
 * POST /api/auth/verify-otp): signs in through the `otp` provider (the session cookie), sets the
 * header's signed-in hint, and answers with the user and a bearer token for API clients.
 */
import { readProfile } from "@/lib/accounts/profile";
import { prisma } from "@/lib/db";
import { failure, type Outcome } from "@/lib/http/outcome";
import { issueApiToken } from "./api-token";
import { setSignedInHint } from "./hint";
import { signInWith } from "./sign-in";

export const LOGIN_SUCCESSFUL = "Login successful";

const text = (value: unknown) => (typeof value === "string" ? value : "");

export async function signInWithCode(input: Record<string, unknown>): Promise<Outcome> {
  const email = text(input.email).trim().toLowerCase();
  const result = await signInWith("otp", { email, otp: text(input.otp) });
  if (!result.ok) return { ...failure(result.refusal.status, result.refusal.message, result.refusal.errors), retryAfterSeconds: result.refusal.retryAfterSeconds };
  await setSignedInHint();
  const user = await prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true, sessionVersion: true } });
  const [profile, token] = await Promise.all([readProfile(user.id), issueApiToken({ sub: user.id, role: "USER", sv: user.sessionVersion })]);
  return { ok: true, message: LOGIN_SUCCESSFUL, data: { user: profile, token } };
}
