"use server";

import { redirect } from "next/navigation";
import { SERVICE_UNAVAILABLE } from "@/lib/auth/route";
import { signInWith, signOutHere } from "@/lib/auth/sign-in";
import { safeReturnPath } from "@/components/admin/sections";
import { MISSING_CREDENTIALS } from "@/lib/staff/login";

export type StaffLogInResult = { ok: false; status: 400 | 401 | 429 | 503; message: string };

/** The /admin and /collegelist log-in: on success the session cookie is set and the caller is sent on. */
export async function logInStaff(input: { username: string; password: string; next?: string }): Promise<StaffLogInResult> {
  const username = typeof input?.username === "string" ? input.username.trim() : "";
  const password = typeof input?.password === "string" ? input.password : "";
  if (!username || !password) return { ok: false, status: 400, message: MISSING_CREDENTIALS };
  let result: Awaited<ReturnType<typeof signInWith>>;
  try {
    result = await signInWith("staff", { username, password });
  } catch (error) {
    console.error("[admin] log-in failed:", error instanceof Error ? `${error.name}: ${error.message}` : "unknown error");
    return { ok: false, status: 503, message: SERVICE_UNAVAILABLE };
  }
  if (!result.ok) return { ok: false, status: result.refusal.status, message: result.refusal.message };
  // /admin sends each role to its landing section.
  redirect(safeReturnPath(input.next) ?? (input.next === "/collegelist" ? "/collegelist" : "/admin"));
}

export async function logOutStaff(returnTo: "/admin" | "/collegelist" = "/admin"): Promise<void> {
  await signOutHere();
  redirect(returnTo === "/collegelist" ? "/collegelist" : "/admin");
}
