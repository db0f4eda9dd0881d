/**
 * The staff log-in check behind the next-auth "staff" provider that `POST /api/admin/`, the /admin
 * login screen and /collegelist all use. A password alone reaches nothing for an account that
 * needs a second factor: the answer names the next step (`secondFactor: "required"`, or "enrol"
 * with a new key and recovery codes, or `passwordChange: "required"` for a generated password)
 * and the client sends everything again with it (`code`, `newPassword`). Nothing is changed until
 * every step passes. Rate limited per client address and per username from any address, with a
 * back-off that ends by itself (password-attempts.ts); wrong codes lock the second step on their
 * own (second-factor.ts). Every attempt lands in the audit log (never a secret).
 */
import "server-only";
import { z } from "zod";
import { hashPassword, verifyPassword } from "@/lib/accounts/password";
import { passwordProblem } from "@/lib/accounts/password-policy";
import { newPasswordField } from "@/lib/accounts/schema";
import { recordAudit } from "@/lib/audit/record";
import { isStaffRole, type StaffRole } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db";
import type { FieldErrors } from "@/lib/validation/field-errors";
import { rateLimitKey } from "@/lib/security/client-ip";
import { postgresRateLimit } from "@/lib/security/rate-limit";
import { hasControlCharacters } from "@/lib/validation/fields";
import { passwordWasRight, passwordWasWrong, takePasswordAttempt } from "./password-attempts";
import { checkSecondStep, needsSecondFactor, startEnrolment } from "./second-factor";
import type { Enrolment } from "./totp";

export const INVALID_CREDENTIALS = "Invalid credentials";
export const MISSING_CREDENTIALS = "Enter your username and password.";
export const ACCOUNT_DISABLED = "This account has been disabled. Please ask an admin.";
export const TOO_MANY_LOG_INS = "Too many log-in attempts. Please wait a few minutes and try again.";
export const CODE_REQUIRED = "Enter the code from your authenticator app.";
export const ENROL_REQUIRED = "Set up your authenticator app: scan the QR code (or type the key), then enter the code it shows.";
export const PASSWORD_CHANGE_REQUIRED = "Choose a new password to replace the one you were given.";
export const SAME_PASSWORD = "Choose a password other than the one you were given.";

const attemptsPerAddress = postgresRateLimit({ name: "staff-login-ip", points: 30, durationSeconds: 15 * 60 });

const credentialsSchema = z.object({
  username: z.string().trim().toLowerCase().min(1).max(100),
  password: z.string().min(1).max(1024),
  // Absent and empty alike mean "not sent yet" (a form posts every field).
  code: z.string().max(64).trim().optional().catch(undefined),
  newPassword: z.unknown().optional(),
});

export type StaffUser = { id: string; name: string; role: StaffRole; sessionVersion: number };

/** What the client must send next, beside the password. */
export type StaffLoginStep =
  { secondFactor: "required" } | { secondFactor: "enrol"; enrolment: Enrolment } | { passwordChange: "required" };

export type StaffLoginResult =
  | { ok: true; user: StaffUser }
  | {
      ok: false;
      status: 400 | 401 | 429;
      message: string;
      errors?: FieldErrors;
      retryAfterSeconds?: number;
      step?: StaffLoginStep;
    };

const tooMany = (decision: { retryAfterSeconds: number }): StaffLoginResult => ({
  ok: false,
  status: 429,
  message: TOO_MANY_LOG_INS,
  retryAfterSeconds: decision.retryAfterSeconds,
});

const refuseNewPassword = (message: string): StaffLoginResult => ({
  ok: false,
  status: 400,
  message,
  errors: { newPassword: message },
});

// Verifying against this when the username is unknown makes both answers take as long.
let decoyHash: Promise<string> | undefined;

export async function authenticateStaff(input: unknown, ip: string): Promise<StaffLoginResult> {
  const parsed = credentialsSchema.safeParse(input);
  if (!parsed.success) return { ok: false, status: 400, message: MISSING_CREDENTIALS };
  const { username, password, newPassword } = parsed.data;
  const code = parsed.data.code || undefined;
  // No username holds control characters (a NUL would not even reach the database): nobody to log in.
  if (hasControlCharacters(username)) return { ok: false, status: 401, message: INVALID_CREDENTIALS };

  const byAddress = await attemptsPerAddress.consume(rateLimitKey(ip));
  if (!byAddress.allowed) return tooMany(byAddress);
  // Taken before the password is checked; while the username is backed off it is not checked at all.
  const attempt = await takePasswordAttempt(username);
  if (!attempt.allowed) return tooMany(attempt);

  const user = await prisma.user.findUnique({
    where: { username },
    select: {
      id: true,
      name: true,
      username: true,
      email: true,
      role: true,
      sessionVersion: true,
      passwordHash: true,
      disabledAt: true,
      mustChangePassword: true,
      totpSecret: true,
      totpEnabledAt: true,
      totpLastStep: true,
    },
  });
  const staff = user && isStaffRole(user.role) ? { ...user, role: user.role } : null;
  const passwordMatches = await verifyPassword(
    staff?.passwordHash ?? (await (decoyHash ??= hashPassword("decoy password"))),
    password,
  );

  if (!staff || !passwordMatches || staff.disabledAt) {
    if (!passwordMatches) await passwordWasWrong(username, attempt);
    await recordAudit(prisma, {
      actorId: staff?.id ?? null,
      action: "staff.login-failed",
      entityType: "User",
      entityId: staff?.id ?? null,
      after: { username, reason: !staff ? "unknown-username" : !passwordMatches ? "wrong-password" : "disabled" },
    });
    return { ok: false, status: 401, message: staff && passwordMatches ? ACCOUNT_DISABLED : INVALID_CREDENTIALS };
  }
  await passwordWasRight(username);

  // The new password is checked before any code is spent on this attempt.
  let chosenPassword: string | null = null;
  if (staff.mustChangePassword) {
    if (newPassword === undefined || newPassword === "")
      return { ok: false, status: 401, message: PASSWORD_CHANGE_REQUIRED, step: { passwordChange: "required" } };
    const chosen = newPasswordField.safeParse(newPassword);
    if (!chosen.success) return refuseNewPassword(chosen.error.issues[0]!.message);
    const problem =
      chosen.data === password
        ? SAME_PASSWORD
        : passwordProblem(chosen.data, { email: staff.email ?? undefined, name: staff.name });
    if (problem) return refuseNewPassword(problem);
    chosenPassword = chosen.data;
  }

  const enrolling = staff.totpEnabledAt === null;
  let secondStep: "app" | "recovery-code" | null = null;
  if (await needsSecondFactor(staff)) {
    if (!code) {
      if (!enrolling) return { ok: false, status: 401, message: CODE_REQUIRED, step: { secondFactor: "required" } };
      return {
        ok: false,
        status: 401,
        message: ENROL_REQUIRED,
        step: { secondFactor: "enrol", enrolment: await startEnrolment(staff) },
      };
    }
    const checked = await checkSecondStep(staff, code);
    if (!checked.ok) {
      await recordAudit(prisma, {
        actorId: staff.id,
        action: "staff.login-failed",
        entityType: "User",
        entityId: staff.id,
        after: { username, reason: "wrong-code" },
      });
      return { ...checked, errors: { code: checked.message } };
    }
    secondStep = checked.by;
  }

  const signedIn = await prisma.$transaction(async (tx) => {
    const updated = await tx.user.update({
      where: { id: staff.id },
      data: {
        lastLoginAt: new Date(),
        ...(secondStep && enrolling ? { totpEnabledAt: new Date() } : {}),
        // A changed password ends every other session (there should be none: it was just given).
        ...(chosenPassword
          ? { passwordHash: await hashPassword(chosenPassword), mustChangePassword: false, sessionVersion: { increment: 1 } }
          : {}),
      },
      select: { sessionVersion: true },
    });
    if (secondStep && enrolling)
      await recordAudit(tx, { actorId: staff.id, action: "staff.second-factor-enrol", entityType: "User", entityId: staff.id });
    if (chosenPassword)
      await recordAudit(tx, {
        actorId: staff.id,
        action: "staff.password-change",
        entityType: "User",
        entityId: staff.id,
        after: { at: "first-log-in" },
      });
    await recordAudit(tx, {
      actorId: staff.id,
      action: "staff.login",
      entityType: "User",
      entityId: staff.id,
      after: secondStep ? { secondStep } : undefined,
    });
    return updated;
  });
  return { ok: true, user: { id: staff.id, name: staff.name, role: staff.role, sessionVersion: signedIn.sessionVersion } };
}
