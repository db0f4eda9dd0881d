/**
 * A visitor's log-in, in two steps: the password, which sends a one-time code by e-mail, then the
 * code, which signs in (through the `otp` provider of lib/auth) only for the client that did the
 * password step (its cookie: login-step.ts). A code is 6 digits, stored only as a keyed hash bound
 * to its e-mail, valid 10 minutes, single use, dead after 5 wrong tries; a new one replaces the
 * old. At most 6 codes an hour are e-mailed to an address, password steps and resends alike;
 * "Resend code" at most once a minute. Wrong passwords and unknown addresses get the same answer;
 * every step is audited, never with a code.
 */
import "server-only";
import { recordAudit } from "@/lib/audit/record";
import { prisma, viaPrisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { failure, invalid, type Failure, type Outcome } from "@/lib/http/outcome";
import { enqueueEmail } from "@/lib/mail/outbox";
import { loginCodeEmail } from "@/lib/mail/templates/account";
import { metrics } from "@/lib/observability/metrics";
import { accountLimits, addressKey, firstRefusal, tooMany } from "./rate-limits";
import { hashPassword, verifyPassword } from "./password";
import { emailOnlySchema, loginSchema, otpSchema } from "./schema";
import { hashLoginCode, loginCodeMatches, newLoginCode } from "./secrets";

/** The specification's answer that moves the modal to the code step (the client matches it). */
export const CODE_SENT = "OTP sent to email";
export const INVALID_LOGIN = "Invalid email or password";
export const CODE_INVALID = "That code is not valid. Check the e-mail and try again.";
export const CODE_EXPIRED = "That code has expired or been used. Log in again to get a new one.";
export const CODE_RESENT = "If a code was pending for this address, a new one is on its way.";
export const PASSWORD_STEP_REQUIRED =
  "Enter your e-mail and password first: a login code works only in the browser or app where the password was entered, for 10 minutes.";
export const TOO_MANY_CODES =
  "Several codes have been sent to this address in the last hour. Use the newest one, or try again later.";
export const AWAITING_GUARDIAN_LOGIN =
  "Your parent or guardian has not agreed to your account yet. We e-mailed them when you registered; you can log in once they agree.";
export const CODE_MINUTES = 10;
export const CODE_ATTEMPTS = 5;

export type SignedInUser = {
  id: string;
  name: string;
  email: string;
  mobile: string | null;
  role: "USER";
  sessionVersion: number;
};

// Verifying against this when the address is unknown makes both answers take as long.
let decoyHash: Promise<string> | undefined;

/** Replaces any pending code of `user` with a new one and queues its e-mail, in one transaction. */
async function sendNewCode(tx: Prisma.TransactionClient, user: { id: string; name: string; email: string }) {
  const code = newLoginCode();
  await tx.otpChallenge.updateMany({ where: { userId: user.id, consumedAt: null }, data: { consumedAt: new Date() } });
  await tx.otpChallenge.create({
    data: {
      userId: user.id,
      email: user.email,
      codeHash: hashLoginCode(user.email, code),
      expiresAt: new Date(Date.now() + CODE_MINUTES * 60_000),
    },
  });
  await enqueueEmail(viaPrisma(tx), { to: user.email, ...loginCodeEmail(user.name, code) });
}

/** Step one: the password. Right → a code by e-mail and `CODE_SENT`; wrong or unknown → one answer. */
export async function startLogin(input: unknown, ip: string): Promise<Outcome> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const { email, password } = parsed.data;
  const refused = await firstRefusal([[accountLimits.loginByAddress, addressKey(ip)]]);
  if (refused) return refused;
  const locked = await accountLimits.loginFailuresByEmail.check(email);
  if (!locked.allowed) return tooMany(locked);

  const user = await prisma.user.findUnique({
    where: { email },
    select: { id: true, name: true, email: true, role: true, passwordHash: true, disabledAt: true, awaitingGuardian: true },
  });
  const visitor = user?.role === "USER" && !user.disabledAt && user.email ? { ...user, email: user.email } : null;
  const matches = await verifyPassword(visitor?.passwordHash ?? (await (decoyHash ??= hashPassword("decoy password"))), password);
  if (!visitor || !matches) {
    await accountLimits.loginFailuresByEmail.recordFailure(email);
    await recordAudit(prisma, {
      actorId: visitor?.id ?? null,
      action: "account.login-failed",
      entityType: "User",
      entityId: visitor?.id ?? null,
      after: { email },
    });
    metrics.logins.inc({ kind: "password", result: "failure" });
    return failure(401, INVALID_LOGIN);
  }
  // Said only to whoever knows the password: a minor's account opens once the guardian agrees.
  if (visitor.awaitingGuardian) return failure(403, AWAITING_GUARDIAN_LOGIN);
  // Counted after the password, so a stranger cannot use up the owner's codes.
  const codes = await accountLimits.codeEmailsByEmail.consume(email);
  if (!codes.allowed) return tooMany(codes, TOO_MANY_CODES);
  await prisma.$transaction(async (tx) => {
    await sendNewCode(tx, visitor);
    await recordAudit(tx, { actorId: visitor.id, action: "account.login-code-sent", entityType: "User", entityId: visitor.id });
  });
  metrics.logins.inc({ kind: "password", result: "success" });
  return { ok: true, message: CODE_SENT };
}

/**
 * Step two: the code, from the client that did the password step for this address (`stepEmail`,
 * read from its cookie). Checked against the latest pending code of that e-mail only.
 */
export async function verifyLoginCode(
  input: unknown,
  ip: string,
  stepEmail: string | null,
): Promise<{ ok: true; user: SignedInUser } | Failure> {
  const parsed = otpSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const { email, otp } = parsed.data;
  // Before any limit is counted: a client without the password cannot use up the owner's tries.
  if (stepEmail !== email) return failure(401, PASSWORD_STEP_REQUIRED);
  const refused = await firstRefusal([
    [accountLimits.verifyByAddress, addressKey(ip)],
    [accountLimits.verifyByEmail, email],
  ]);
  if (refused) return refused;

  return prisma.$transaction(async (tx) => {
    // Locked for the check, so two guesses at once cannot both count as the 5th.
    const [challenge] = await tx.$queryRaw<{ id: string; userId: string; codeHash: string; attempts: number; expiresAt: Date }[]>`
      SELECT id, "userId", "codeHash", attempts, "expiresAt" FROM "OtpChallenge"
      WHERE email = ${email} AND "consumedAt" IS NULL ORDER BY "createdAt" DESC LIMIT 1 FOR UPDATE`;
    if (!challenge || challenge.expiresAt <= new Date() || challenge.attempts >= CODE_ATTEMPTS) return failure(401, CODE_EXPIRED);
    if (!loginCodeMatches(email, otp, challenge.codeHash)) {
      const attempts = challenge.attempts + 1;
      await tx.otpChallenge.update({
        where: { id: challenge.id },
        data: { attempts, ...(attempts >= CODE_ATTEMPTS ? { consumedAt: new Date() } : {}) },
      });
      await recordAudit(tx, {
        actorId: challenge.userId,
        action: "account.code-failed",
        entityType: "User",
        entityId: challenge.userId,
        after: { attempts },
      });
      return failure(401, attempts >= CODE_ATTEMPTS ? CODE_EXPIRED : CODE_INVALID);
    }
    await tx.otpChallenge.update({ where: { id: challenge.id }, data: { consumedAt: new Date() } });
    const user = await tx.user.update({
      where: { id: challenge.userId },
      data: { lastLoginAt: new Date(), emailVerifiedAt: new Date() },
      select: { id: true, name: true, email: true, mobile: true, role: true, sessionVersion: true, disabledAt: true },
    });
    if (user.role !== "USER" || user.disabledAt || !user.email) return failure(401, CODE_EXPIRED);
    await accountLimits.loginFailuresByEmail.clear(email);
    await recordAudit(tx, { actorId: user.id, action: "account.login", entityType: "User", entityId: user.id });
    return {
      ok: true as const,
      user: {
        id: user.id,
        name: user.name,
        email: user.email,
        mobile: user.mobile,
        role: "USER" as const,
        sessionVersion: user.sessionVersion,
      },
    };
  });
}

/**
 * "Resend code": a new code for the login in progress on this client (`stepEmail`, as for the
 * code); the same answer whether or not a code was still pending.
 */
export async function resendLoginCode(input: unknown, ip: string, stepEmail: string | null): Promise<Outcome> {
  const parsed = emailOnlySchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const { email } = parsed.data;
  if (stepEmail !== email) return failure(401, PASSWORD_STEP_REQUIRED);
  const refused = await firstRefusal(
    [
      [accountLimits.verifyByAddress, addressKey(ip)],
      [accountLimits.resendPerMinute, email],
      [accountLimits.codeEmailsByEmail, email],
    ],
    "You can ask for a new code once a minute, and at most 6 codes are sent in an hour. Please wait a little.",
  );
  if (refused) return refused;
  const pending = await prisma.otpChallenge.findFirst({
    where: { email, consumedAt: null, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: "desc" },
    select: { user: { select: { id: true, name: true, email: true } } },
  });
  if (pending?.user.email) {
    const user = { ...pending.user, email: pending.user.email };
    await prisma.$transaction((tx) => sendNewCode(tx, user));
  }
  return { ok: true, message: CODE_RESENT };
}
