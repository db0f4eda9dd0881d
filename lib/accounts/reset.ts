/**
 * "Forgot password": a link by e-mail with a token of 32 random bytes, kept only as its SHA-256,
 * valid 1 hour, single use; using it sets the new password and ends every session of the account.
 * The request answers the same words and status for any address, and does the same work: an
 * address without an account is e-mailed a notice instead of a link.
 */
import "server-only";
import { recordAudit } from "@/lib/audit/record";
import { endSessions } from "@/lib/auth/claims";
import { prisma, viaPrisma } from "@/lib/db";
import { failure, invalid, success, type Outcome } from "@/lib/http/outcome";
import { enqueueEmail } from "@/lib/mail/outbox";
import { noAccountEmail, resetLinkEmail } from "@/lib/mail/templates/account";
import { siteUrl } from "@/lib/seo/metadata";
import { accountLimits, addressKey, firstRefusal } from "./rate-limits";
import { hashPassword } from "./password";
import { passwordProblem } from "./password-policy";
import { emailOnlySchema, resetPasswordSchema } from "./schema";
import { hashResetToken, newResetToken } from "./secrets";

export const RESET_LINK_SENT = "Reset link sent to your email";
export const PASSWORD_UPDATED = "Password updated successfully";
export const RESET_LINK_INVALID = "This reset link is not valid or has expired. Ask for a new one.";
const LINK_HOURS = 1;

export async function requestPasswordReset(input: unknown, ip: string): Promise<Outcome> {
  const parsed = emailOnlySchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const { email } = parsed.data;
  const refused = await firstRefusal([
    [accountLimits.resetRequestByAddress, addressKey(ip)],
    [accountLimits.resetRequestByEmail, email],
  ]);
  if (refused) return refused;

  await prisma.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { email }, select: { id: true, name: true, role: true, disabledAt: true } });
    if (!user || user.role !== "USER" || user.disabledAt) {
      await enqueueEmail(viaPrisma(tx), { to: email, ...noAccountEmail(siteUrl("/register")) });
      return;
    }
    const token = newResetToken();
    await tx.passwordResetToken.create({
      data: { userId: user.id, tokenHash: hashResetToken(token), expiresAt: new Date(Date.now() + LINK_HOURS * 3_600_000) },
    });
    await enqueueEmail(viaPrisma(tx), { to: email, ...resetLinkEmail(user.name, siteUrl(`/reset-password/${token}`)) });
    await recordAudit(tx, { actorId: user.id, action: "account.reset-requested", entityType: "User", entityId: user.id });
  });
  return { ok: true, message: RESET_LINK_SENT };
}

export async function resetPassword(token: string, input: unknown, ip: string): Promise<Outcome> {
  const parsed = resetPasswordSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const refused = await firstRefusal([[accountLimits.resetByAddress, addressKey(ip)]]);
  if (refused) return refused;
  const found = await usableResetToken(token);
  if (!found) return failure(400, RESET_LINK_INVALID);
  const weak = passwordProblem(parsed.data.password, { email: found.user.email ?? undefined, name: found.user.name });
  if (weak) return failure(400, weak, { password: weak });

  const passwordHash = await hashPassword(parsed.data.password);
  const applied = await prisma.$transaction(async (tx) => {
    // Only the first of two uses at once gets here: the token is marked used in the same step.
    const { count } = await tx.passwordResetToken.updateMany({
      where: { id: found.id, usedAt: null },
      data: { usedAt: new Date() },
    });
    if (count === 0) return false;
    await tx.passwordResetToken.updateMany({ where: { userId: found.user.id, usedAt: null }, data: { usedAt: new Date() } });
    await tx.user.update({ where: { id: found.user.id }, data: { passwordHash }, select: { id: true } });
    await endSessions(tx, found.user.id);
    await recordAudit(tx, {
      actorId: found.user.id,
      action: "account.password-reset",
      entityType: "User",
      entityId: found.user.id,
    });
    return true;
  });
  // The address lets the site offer the log-in with it filled in (the API answers the message only).
  return applied ? success(PASSWORD_UPDATED, { email: found.user.email ?? "" }) : failure(400, RESET_LINK_INVALID);
}

/** The token's row while the link can still be used: not used, not expired. */
async function usableResetToken(token: string) {
  if (typeof token !== "string" || !/^[\w-]{20,100}$/.test(token)) return null;
  const found = await prisma.passwordResetToken.findUnique({
    where: { tokenHash: hashResetToken(token) },
    select: { id: true, usedAt: true, expiresAt: true, user: { select: { id: true, email: true, name: true } } },
  });
  return found && !found.usedAt && found.expiresAt > new Date() ? found : null;
}

/** Checked when the link's page opens, so a used or expired link says so before a password is typed. */
export async function resetLinkProblem(token: string): Promise<string | null> {
  return (await usableResetToken(token)) ? null : RESET_LINK_INVALID;
}
