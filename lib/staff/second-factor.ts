/**
 * The second step of a staff log-in: who needs it (admins always, anyone enrolled, and every staff
 * member while the admins' rule asks for it), enrolment (a new key and ten recovery codes, shown
 * once, kept pending until the first code proves the app holds the key), and the check of a code
 * from the app or a recovery code. A code is accepted once: the last accepted time step is kept
 * and moved forward atomically, so two log-ins racing with one code cannot both pass. Each code
 * takes one of five attempts before it is checked, atomically, so no burst of parallel guesses
 * gets more; the fifth wrong one locks this step for a while. The password step is not affected.
 */
import "server-only";
import { recordAudit } from "@/lib/audit/record";
import { can, type Role } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db";
import { postgresAttemptLimit, type AttemptLimit } from "@/lib/security/rate-limit";
import {
  acceptedStep,
  decryptSecret,
  encryptSecret,
  enrolmentFor,
  hashRecoveryCode,
  isCurrentCode,
  isRecoveryCodeShape,
  newRecoveryCode,
  newTotpSecret,
  RECOVERY_CODE_COUNT,
  type Enrolment,
} from "./totp";

const SETTINGS_ID = "staff-security";
export const SECOND_STEP_LOCK_SECONDS = 15 * 60;
export const SECOND_STEP_ATTEMPTS = 5;

export const WRONG_CODE = "That code is not right. Check your authenticator app and try again.";
export const CODE_ALREADY_USED = "That code has just been used. Wait for the next one in your app.";
export const SECOND_STEP_LOCKED = "Too many wrong codes: the code step is locked for 15 minutes. Your password is unchanged.";

const codeAttempts: AttemptLimit = postgresAttemptLimit({
  name: "staff-second-step",
  points: SECOND_STEP_ATTEMPTS,
  durationSeconds: SECOND_STEP_LOCK_SECONDS,
});

export type SecondFactorAccount = {
  id: string;
  role: Role;
  username: string | null;
  totpSecret: string | null;
  totpEnabledAt: Date | null;
  totpLastStep: number | null;
};

/** Whether admins require a second factor of every staff member (on unless they turned it off). */
export async function secondFactorRequiredOfAll(): Promise<boolean> {
  const settings = await prisma.staffSecuritySettings.findUnique({
    where: { id: SETTINGS_ID },
    select: { requireSecondFactor: true },
  });
  return settings?.requireSecondFactor ?? true;
}

export async function setSecondFactorRequiredOfAll(actorId: string, required: boolean): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await tx.staffSecuritySettings.upsert({
      where: { id: SETTINGS_ID },
      create: { id: SETTINGS_ID, requireSecondFactor: required },
      update: { requireSecondFactor: required },
    });
    await recordAudit(tx, {
      actorId,
      action: "staff.second-factor-rule",
      entityType: "StaffSecuritySettings",
      entityId: SETTINGS_ID,
      after: { requireSecondFactor: required },
    });
  });
}

/** Whoever manages staff (admins) always needs the second step; the others once enrolled or when the rule says so. */
export async function needsSecondFactor(account: Pick<SecondFactorAccount, "role" | "totpEnabledAt">): Promise<boolean> {
  return account.totpEnabledAt !== null || can(account.role, "staff.manage") || (await secondFactorRequiredOfAll());
}

/** A fresh key (pending) and ten recovery codes for an account without a second factor yet; any earlier pending one is replaced. */
export async function startEnrolment(account: Pick<SecondFactorAccount, "id" | "username">): Promise<Enrolment> {
  const secret = newTotpSecret();
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await prisma.$transaction([
    prisma.user.update({
      where: { id: account.id, totpEnabledAt: null },
      data: { totpSecret: encryptSecret(secret), totpLastStep: null },
      select: { id: true },
    }),
    prisma.recoveryCode.deleteMany({ where: { userId: account.id } }),
    prisma.recoveryCode.createMany({
      data: recoveryCodes.map((code) => ({ userId: account.id, codeHash: hashRecoveryCode(code) })),
    }),
  ]);
  return enrolmentFor(secret, account.username ?? account.id, recoveryCodes);
}

export type SecondStepResult =
  { ok: true; by: "app" | "recovery-code" } | { ok: false; status: 401 | 429; message: string; retryAfterSeconds?: number };

/**
 * Checks a code from the app (six digits) or a recovery code against the account's key (pending
 * while enrolling: a recovery code does not count then). Every code but a replay counts toward the lock.
 */
export async function checkSecondStep(account: SecondFactorAccount, typed: string): Promise<SecondStepResult> {
  // Apps show "123 456"; people copy it as they see it.
  const code = /^[\d\s]+$/.test(typed) ? typed.replace(/\s/g, "") : typed;
  const attempt = await codeAttempts.take(account.id);
  if (!attempt.allowed) return locked(attempt.retryAfterSeconds);
  const secret = account.totpSecret ? decryptSecret(account.totpSecret) : null;
  const enrolled = account.totpEnabledAt !== null;

  if (secret && /^\d{6}$/.test(code)) {
    const step = acceptedStep(secret, code, account.totpLastStep);
    if (step !== null && (await claimStep(account.id, step))) return passed(account.id, "app");
    // Right for now but already used: a replay, not a guess.
    if (isCurrentCode(secret, code)) {
      await codeAttempts.refund(account.id);
      return { ok: false, status: 401, message: CODE_ALREADY_USED };
    }
  } else if (enrolled && isRecoveryCodeShape(code)) {
    const used = await prisma.recoveryCode.updateMany({
      where: { userId: account.id, codeHash: hashRecoveryCode(code), usedAt: null },
      data: { usedAt: new Date() },
    });
    if (used.count === 1) return passed(account.id, "recovery-code");
  }

  // The fifth wrong code: the step is locked for the whole period the message names, from now.
  if (attempt.remaining === 0) {
    await codeAttempts.block(account.id, SECOND_STEP_LOCK_SECONDS);
    return locked(SECOND_STEP_LOCK_SECONDS);
  }
  return { ok: false, status: 401, message: WRONG_CODE };
}

const locked = (retryAfterSeconds: number): SecondStepResult => ({
  ok: false,
  status: 429,
  message: SECOND_STEP_LOCKED,
  retryAfterSeconds,
});

async function passed(userId: string, by: "app" | "recovery-code"): Promise<SecondStepResult> {
  await codeAttempts.clear(userId);
  return { ok: true, by };
}

/** Moves the last accepted step forward, unless another log-in took this step (or a later one) first. */
async function claimStep(userId: string, step: number): Promise<boolean> {
  const claimed = await prisma.user.updateMany({
    where: { id: userId, OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }] },
    data: { totpLastStep: step },
  });
  return claimed.count === 1;
}
