"use server";

import { headers } from "next/headers";
import { startLogin, resendLoginCode } from "@/lib/accounts/login";
import { readProfile, updateProfile } from "@/lib/accounts/profile";
import { registerAccount } from "@/lib/accounts/register";
import { requestPasswordReset, resetPassword } from "@/lib/accounts/reset";
import { currentCaller } from "@/lib/auth/caller";
import { signOutHere } from "@/lib/auth/sign-in";
import { signInWithCode } from "@/lib/auth/visitor-sign-in";
import { failure, unavailableOnError, type Outcome } from "@/lib/http/outcome";
import { clientIp } from "@/lib/security/client-ip";

// The browser doors of the account flows (the auth modal and the account pages); the
// /api/auth/* routes call the same lib commands.
const record = (values: unknown): Record<string, unknown> => (typeof values === "object" && values !== null ? (values as Record<string, unknown>) : {});
const ip = async () => clientIp(await headers());

export async function registerAction(values: unknown): Promise<Outcome> {
  const address = await ip();
  return unavailableOnError(() => registerAccount(values, address), "registration");
}

export async function loginAction(values: unknown): Promise<Outcome> {
  const address = await ip();
  return unavailableOnError(() => startLogin(values, address), "login");
}

export async function verifyCodeAction(values: unknown): Promise<Outcome> {
  return unavailableOnError(() => signInWithCode(record(values)), "code check");
}

export async function resendCodeAction(values: unknown): Promise<Outcome> {
  const address = await ip();
  return unavailableOnError(() => resendLoginCode(values, address), "code resend");
}

export async function requestResetAction(values: unknown): Promise<Outcome> {
  const address = await ip();
  return unavailableOnError(() => requestPasswordReset(values, address), "reset request");
}

export async function resetPasswordAction(token: string, values: unknown): Promise<Outcome> {
  const address = await ip();
  return unavailableOnError(() => resetPassword(String(token), values, address), "password reset");
}

const NOT_SIGNED_IN = failure(401, "Please log in again.");

export async function loadProfileAction(): Promise<Outcome> {
  return unavailableOnError(async () => {
    const caller = await currentCaller();
    const profile = caller?.role === "USER" ? await readProfile(caller.userId) : null;
    return profile ? { ok: true, message: "", data: { user: profile } } : NOT_SIGNED_IN;
  }, "profile");
}

export async function updateProfileAction(values: unknown): Promise<Outcome> {
  return unavailableOnError(async () => {
    const caller = await currentCaller();
    if (caller?.role !== "USER") return NOT_SIGNED_IN;
    const result = await updateProfile(caller.userId, values);
    return result.ok ? { ok: true, message: result.message, data: { user: result.user } } : result;
  }, "profile update");
}

export async function logoutAction(): Promise<void> {
  await signOutHere();
}
