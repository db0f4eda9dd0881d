"use server";

// The browser doors of the account flows (the auth modal and the account pages); the
// /api/auth/* routes call the same commands.
import { signOutHere } from "@/lib/auth/sign-in";
import { signInWithCode } from "@/lib/auth/visitor-sign-in";
import { action } from "@/lib/http/action";
import { failure, success, type Outcome } from "@/lib/http/outcome";
import { CODE_MINUTES, resendLoginCode, startLogin } from "./login";
import { readProfile, updateProfile } from "./profile";
import { registerAccount } from "./register";
import { requestPasswordReset, resetPassword } from "./reset";

const record = (values: unknown): Record<string, unknown> => (typeof values === "object" && values !== null ? (values as Record<string, unknown>) : {});

export const registerAction = action({ name: "registration" }, async ({ ip }, values: unknown) => registerAccount(values, await ip()));

/** A code was (or may have been) sent: the browser keeps the code step until then, across a reload. */
const withCodeExpiry = (outcome: Outcome): Outcome => (outcome.ok ? success(outcome.message, { codeExpiresAt: Date.now() + CODE_MINUTES * 60_000 }) : outcome);

export const loginAction = action({ name: "login" }, async ({ ip }, values: unknown) => withCodeExpiry(await startLogin(values, await ip())));

export const verifyCodeAction = action({ name: "code check" }, async (_call, values: unknown) => signInWithCode(record(values)));

export const resendCodeAction = action({ name: "code resend" }, async ({ ip }, values: unknown) => withCodeExpiry(await resendLoginCode(values, await ip())));

export const requestResetAction = action({ name: "reset request" }, async ({ ip }, values: unknown) => requestPasswordReset(values, await ip()));

export const resetPasswordAction = action({ name: "password reset" }, async ({ ip }, token: string, values: unknown) =>
  resetPassword(String(token), values, await ip()),
);

const NOT_SIGNED_IN = "Please log in again.";

export const loadProfileAction = action({ name: "profile", permission: "account.own" }, async ({ caller }) => {
  const profile = await readProfile(caller.userId);
  return profile ? success("", { user: profile }) : failure(401, NOT_SIGNED_IN);
});

export const updateProfileAction = action({ name: "profile update", permission: "account.own" }, async ({ caller }, values: unknown) =>
  updateProfile(caller.userId, values),
);

export async function logoutAction(): Promise<void> {
  await signOutHere();
}
