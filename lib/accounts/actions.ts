"use server";

// The browser doors of the account flows (the auth modal and the account pages); the
// /api/auth/* routes call the same commands.
import { headers } from "next/headers";
import { currentSession } from "@/lib/auth/caller";
import { signOutHere } from "@/lib/auth/sign-in";
import { signInWithCode } from "@/lib/auth/visitor-sign-in";
import { action } from "@/lib/http/action";
import { failure, success, type Outcome } from "@/lib/http/outcome";
import { changePassword } from "./change-password";
import { myEnquiries } from "./enquiries";
import { CODE_MINUTES } from "./login";
import { passwordStep, resendStep } from "./login-step";
import { endOwnSessionById, ownSessions } from "./own-sessions";
import { readProfile, updateProfile } from "./profile";
import { registerAccount } from "./register";
import { requestPasswordReset, resetPassword } from "./reset";

const record = (values: unknown): Record<string, unknown> =>
  typeof values === "object" && values !== null ? (values as Record<string, unknown>) : {};

export const registerAction = action({ name: "registration" }, async ({ ip }, values: unknown) =>
  registerAccount(values, await ip()),
);

/** A code was (or may have been) sent: the browser keeps the code step until then, across a reload. */
const withCodeExpiry = (outcome: Outcome): Outcome =>
  outcome.ok ? success(outcome.message, { codeExpiresAt: Date.now() + CODE_MINUTES * 60_000 }) : outcome;

export const loginAction = action({ name: "login" }, async ({ ip }, values: unknown) =>
  withCodeExpiry(await passwordStep(values, await ip())),
);

export const verifyCodeAction = action({ name: "code check" }, async (_call, values: unknown) =>
  signInWithCode(record(values), "web"),
);

export const resendCodeAction = action({ name: "code resend" }, async ({ ip }, values: unknown) =>
  withCodeExpiry(await resendStep(values, await ip(), await headers())),
);

export const requestResetAction = action({ name: "reset request" }, async ({ ip }, values: unknown) =>
  requestPasswordReset(values, await ip()),
);

export const resetPasswordAction = action({ name: "password reset" }, async ({ ip }, token: string, values: unknown) =>
  resetPassword(String(token), values, await ip()),
);

const NOT_SIGNED_IN = "Please log in again.";

export const loadProfileAction = action({ name: "profile", permission: "account.own" }, async ({ caller }) => {
  const profile = await readProfile(caller.userId);
  return profile ? success("", { user: profile }) : failure(401, NOT_SIGNED_IN);
});

export const myEnquiriesAction = action({ name: "my enquiries", permission: "account.own" }, async ({ caller }) =>
  success("", { enquiries: await myEnquiries(caller.userId) }),
);

export const updateProfileAction = action(
  { name: "profile update", permission: "account.own" },
  async ({ caller }, values: unknown) => updateProfile(caller.userId, values),
);

/** The signed-in visitor and the session they act from (the one a password change keeps). */
async function holder() {
  const session = await currentSession();
  return session ? { userId: session.caller.userId, sessionId: session.sessionId } : null;
}

export const changePasswordAction = action(
  { name: "password change", permission: "account.own" },
  async (_call, values: unknown) => {
    const session = await holder();
    return session ? changePassword(session, values) : failure(401, NOT_SIGNED_IN);
  },
);

export const loadSessionsAction = action({ name: "sessions", permission: "account.own" }, async () => {
  const session = await holder();
  return session ? ownSessions(session) : failure(401, NOT_SIGNED_IN);
});

export const endSessionAction = action({ name: "session end", permission: "account.own" }, async (_call, id: unknown) => {
  const session = await holder();
  return session ? endOwnSessionById(session, id) : failure(401, NOT_SIGNED_IN);
});

export async function logoutAction(): Promise<void> {
  await signOutHere();
}
