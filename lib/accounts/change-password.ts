/**
 * A visitor changes their password knowing the current one (the profile, or
 * POST /api/auth/change-password): every other session and token of the account ends at once, the
 * one asking stays signed in, and pending reset links and login codes stop working.
 */
import "server-only";
import { recordAudit } from "@/lib/audit/record";
import { endOtherSessions } from "@/lib/auth/sessions";
import { prisma } from "@/lib/db";
import { failure, invalid, success, type Outcome } from "@/lib/http/outcome";
import { accountLimits, tooMany } from "./rate-limits";
import { hashPassword, verifyPassword } from "./password";
import { passwordProblem } from "./password-policy";
import { changePasswordSchema } from "./schema";

export const PASSWORD_CHANGED = "Password changed successfully. You are logged out everywhere else.";
export const CURRENT_PASSWORD_WRONG = "That is not your current password.";
export const SAME_PASSWORD = "Choose a password different from the current one.";

export async function changePassword(session: { userId: string; sessionId: string }, input: unknown): Promise<Outcome> {
  const parsed = changePasswordSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const { currentPassword, newPassword } = parsed.data;
  const limited = await accountLimits.changePasswordByAccount.consume(session.userId);
  if (!limited.allowed) return tooMany(limited);

  const user = await prisma.user.findUniqueOrThrow({
    where: { id: session.userId },
    select: { passwordHash: true, email: true, name: true },
  });
  if (!(await verifyPassword(user.passwordHash, currentPassword)))
    return failure(400, CURRENT_PASSWORD_WRONG, { currentPassword: CURRENT_PASSWORD_WRONG });
  if (currentPassword === newPassword) return failure(400, SAME_PASSWORD, { newPassword: SAME_PASSWORD });
  const weak = passwordProblem(newPassword, { email: user.email ?? undefined, name: user.name });
  if (weak) return failure(400, weak, { newPassword: weak });

  const passwordHash = await hashPassword(newPassword);
  await prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: session.userId }, data: { passwordHash }, select: { id: true } });
    await endOtherSessions(tx, session.userId, session.sessionId);
    const now = new Date();
    await tx.passwordResetToken.updateMany({ where: { userId: session.userId, usedAt: null }, data: { usedAt: now } });
    await tx.otpChallenge.updateMany({ where: { userId: session.userId, consumedAt: null }, data: { consumedAt: now } });
    await recordAudit(tx, {
      actorId: session.userId,
      action: "account.password-change",
      entityType: "User",
      entityId: session.userId,
    });
  });
  return success(PASSWORD_CHANGED);
}
