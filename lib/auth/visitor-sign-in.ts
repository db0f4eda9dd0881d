/**
 * The code step of a visitor's log-in, for both doors: signs in through the `otp` provider (the
 * session cookie, in a session of the door's kind) and sets the header's signed-in hint. The auth
 * modal's action answers the user; POST /api/auth/verify-otp also a Bearer token for API clients,
 * carrying the same session's id, so a log-out through either ends both.
 */
import "server-only";
import { headers } from "next/headers";
import { clearLoginStep } from "@/lib/accounts/login-step";
import { readProfile } from "@/lib/accounts/profile";
import { prisma } from "@/lib/db";
import { failure, type Outcome } from "@/lib/http/outcome";
import { issueApiToken } from "./api-token";
import { setSignedInHint } from "./hint";
import { signingInAs } from "./sessions";
import { signInWith } from "./sign-in";

export const LOGIN_SUCCESSFUL = "Login successful";

const text = (value: unknown) => (typeof value === "string" ? value : "");

export async function signInWithCode(input: Record<string, unknown>, door: "web" | "api"): Promise<Outcome> {
  const email = text(input.email).trim().toLowerCase();
  // The profile names each session by its browser and system (lib/accounts/device.ts).
  const userAgent = (await headers()).get("user-agent") ?? undefined;
  const { result, sessionId } = await signingInAs(
    door === "api" ? "API" : "BROWSER",
    () => signInWith("otp", { email, otp: text(input.otp) }),
    userAgent,
  );
  if (!result.ok)
    return {
      ...failure(result.refusal.status, result.refusal.message, result.refusal.errors),
      retryAfterSeconds: result.refusal.retryAfterSeconds,
    };
  if (!sessionId) throw new Error("the sign-in opened no session");
  await Promise.all([setSignedInHint(), clearLoginStep()]);
  const user = await prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true, sessionVersion: true } });
  const profile = await readProfile(user.id);
  if (door === "web") return { ok: true, message: LOGIN_SUCCESSFUL, data: { user: profile } };
  const token = await issueApiToken({ sub: user.id, sid: sessionId, role: "USER", sv: user.sessionVersion });
  return { ok: true, message: LOGIN_SUCCESSFUL, data: { user: profile, token } };
}
