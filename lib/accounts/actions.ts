"use server";

// The browser doors of the account flows (the auth modal and the account pages); the
// /api/auth/* routes call the same commands.
import { headers } from "next/headers";
import { currentSession } from "@/lib/auth/caller";
import { signOutHere } from "@/lib/auth/sign-in";
import { signInWithCode } from "@/lib/auth/visitor-sign-in";
import { z } from "zod";
import { action } from "@/lib/http/action";
import { formValues, noArgs, recordId, text } from "@/lib/http/action-args";
import { failure, success, type Outcome } from "@/lib/http/outcome";
import { changePassword } from "./change-password";
import { myEnquiries } from "./enquiries";
import { CODE_MINUTES } from "./login";
import { passwordStep, resendStep } from "./login-step";
import { endOwnSessionById, ownSessions } from "./own-sessions";
import { readProfile, updateProfile } from "./profile";
import { registerAccount } from "./register";
import { requestPasswordReset, resetPassword } from "./reset";

export const registerAction = action({ name: "registration", args: z.tuple([formValues]) }, async ({ ip }, values) =>
  registerAccount(values, await ip()),
);

/** A code was (or may have been) sent: the browser keeps the code step until then, across a reload. */
const withCodeExpiry = (outcome: Outcome): Outcome =>
  outcome.ok ? success(outcome.message, { codeExpiresAt: Date.now() + CODE_MINUTES * 60_000 }) : outcome;

export const loginAction = action({ name: "login", args: z.tuple([formValues]) }, async ({ ip }, values) =>
  withCodeExpiry(await passwordStep(values, await ip())),
);

export const verifyCodeAction = action(
  { name: "code check", args: z.tuple([z.record(z.string(), z.unknown())]) },
  async (_call, values) => signInWithCode(values, "web"),
);

export const resendCodeAction = action({ name: "code resend", args: z.tuple([formValues]) }, async ({ ip }, values) =>
  withCodeExpiry(await resendStep(values, await ip(), await headers())),
);

export const requestResetAction = action({ name: "reset request", args: z.tuple([formValues]) }, async ({ ip }, values) =>
  requestPasswordReset(values, await ip()),
);

export const resetPasswordAction = action(
  { name: "password reset", args: z.tuple([text, formValues]) },
  async ({ ip }, token, values) => resetPassword(token, values, await ip()),
);

const NOT_SIGNED_IN = "Please log in again.";

export const loadProfileAction = action({ name: "profile", permission: "account.own", args: noArgs }, async ({ caller }) => {
  const profile = await readProfile(caller.userId);
  return profile ? success("", { user: profile }) : failure(401, NOT_SIGNED_IN);
});

export const myEnquiriesAction = action({ name: "my enquiries", permission: "account.own", args: noArgs }, async ({ caller }) =>
  success("", { enquiries: await myEnquiries(caller.userId) }),
);

export const updateProfileAction = action(
  { name: "profile update", permission: "account.own", args: z.tuple([formValues]) },
  async ({ caller }, values) => updateProfile(caller.userId, values),
);

/** The signed-in visitor and the session they act from (the one a password change keeps). */
async function holder() {
  const session = await currentSession();
  return session ? { userId: session.caller.userId, sessionId: session.sessionId } : null;
}

export const changePasswordAction = action(
  { name: "password change", permission: "account.own", args: z.tuple([formValues]) },
  async (_call, values) => {
    const session = await holder();
    return session ? changePassword(session, values) : failure(401, NOT_SIGNED_IN);
  },
);

export const loadSessionsAction = action({ name: "sessions", permission: "account.own", args: noArgs }, async () => {
  const session = await holder();
  return session ? ownSessions(session) : failure(401, NOT_SIGNED_IN);
});

export const endSessionAction = action(
  { name: "session end", permission: "account.own", args: z.tuple([recordId]) },
  async (_call, id) => {
    const session = await holder();
    return session ? endOwnSessionById(session, id) : failure(401, NOT_SIGNED_IN);
  },
);

export async function logoutAction(): Promise<void> {
  await signOutHere();
}
