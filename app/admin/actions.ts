"use server";

import { redirect } from "next/navigation";
import { signInWith, signOutHere } from "@/lib/auth/sign-in";
import { safeReturnPath } from "@/components/admin/sections";
import { MISSING_CREDENTIALS } from "@/lib/staff/login";

export type StaffLogInResult = { ok: false; message: string };

/** The /admin and /collegelist log-in: on success the session cookie is set and the caller is sent on. */
export async function logInStaff(input: { username: string; password: string; next?: string }): Promise<StaffLogInResult> {
  const username = typeof input?.username === "string" ? input.username.trim() : "";
  const password = typeof input?.password === "string" ? input.password : "";
  if (!username || !password) return { ok: false, message: MISSING_CREDENTIALS };
  const result = await signInWith("staff", { username, password });
  if (!result.ok) return { ok: false, message: result.refusal.message };
  // /admin sends each role to its landing section.
  redirect(safeReturnPath(input.next) ?? (input.next === "/collegelist" ? "/collegelist" : "/admin"));
}

export async function logOutStaff(returnTo: "/admin" | "/collegelist" = "/admin"): Promise<void> {
  await signOutHere();
  redirect(returnTo === "/collegelist" ? "/collegelist" : "/admin");
}
