/**
 * The proof that this client did the password step of a visitor's log-in: a signed, httpOnly
 * cookie naming the address, valid as long as the code, set with the code's e-mail and required by
 * the code step and the resend. Whoever reads the e-mail (or its preview on a locked screen)
 * cannot log in without the password. API clients that keep cookies carry it like a browser.
 */
import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { cookies, headers } from "next/headers";
import { env } from "@/lib/env";
import type { Outcome } from "@/lib/http/outcome";
import { CODE_MINUTES, resendLoginCode, startLogin } from "./login";
import { loginSchema } from "./schema";

const LOGIN_STEP_COOKIE = "disha.login-step";
/** As long as a code works. */
const LOGIN_STEP_SECONDS = CODE_MINUTES * 60;

function signature(payload: string): Buffer {
  const key = createHmac("sha256", env().AUTH_SECRET).update("disha login step").digest();
  return createHmac("sha256", key).update(payload).digest();
}

/** The cookie's value for `email`: the address and the expiry, signed. */
export function loginStepValue(email: string, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ e: email, x: now + LOGIN_STEP_SECONDS * 1000 })).toString("base64url");
  return `${payload}.${signature(payload).toString("base64url")}`;
}

/** The address a genuine, unexpired value was issued for; null for anything else. */
export function emailOfLoginStep(value: string | undefined, now = Date.now()): string | null {
  const [payload, mac, extra] = (value ?? "").split(".");
  if (!payload || !mac || extra !== undefined) return null;
  const given = Buffer.from(mac, "base64url");
  const expected = signature(payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const { e, x } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { e?: unknown; x?: unknown };
    return typeof e === "string" && typeof x === "number" && x > now ? e : null;
  } catch {
    return null;
  }
}

/** The address of the password step this request's client did, read from its Cookie header. */
export function loginStepOf(requestHeaders: Headers): string | null {
  for (const part of (requestHeaders.get("cookie") ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === LOGIN_STEP_COOKIE) return emailOfLoginStep(value.join("="));
  }
  return null;
}

/** The password step at a door (route or action): on success, this client's cookie for the code step. */
export async function passwordStep(input: unknown, ip: string): Promise<Outcome> {
  const outcome = await startLogin(input, ip);
  if (outcome.ok) await setLoginStep(loginSchema.parse(input).email);
  return outcome;
}

/** "Resend code" at a door: for this client's log-in in progress, whose cookie then lasts as long as the new code. */
export async function resendStep(input: unknown, ip: string, requestHeaders: Headers): Promise<Outcome> {
  const stepEmail = loginStepOf(requestHeaders);
  const outcome = await resendLoginCode(input, ip, stepEmail);
  if (outcome.ok && stepEmail) await setLoginStep(stepEmail);
  return outcome;
}

/** Sets the cookie on this response (a route handler's or a server action's). */
async function setLoginStep(email: string): Promise<void> {
  const secure = (await headers()).get("x-forwarded-proto") === "https";
  (await cookies()).set(LOGIN_STEP_COOKIE, loginStepValue(email), {
    httpOnly: true,
    sameSite: "strict",
    secure,
    path: "/",
    maxAge: LOGIN_STEP_SECONDS,
  });
}

export async function clearLoginStep(): Promise<void> {
  (await cookies()).delete(LOGIN_STEP_COOKIE);
}
