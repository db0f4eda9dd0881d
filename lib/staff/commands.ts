/**
 * The Staff section's commands (admins only, checked at the door): add a counsellor or an admin,
 * disable or re-enable an account, reset a password. Passwords are generated here and shown to
 * the admin once, never stored readable or logged, and must be changed at the person's next
 * log-in; a disable or a reset ends the person's sessions for good (re-enabling does not revive
 * them). Each change is audited with its old and new values.
 */
import "server-only";
import { randomInt } from "node:crypto";
import { hashPassword, verifyPassword } from "@/lib/accounts/password";
import { passwordProblem } from "@/lib/accounts/password-policy";
import { recordAudit } from "@/lib/audit/record";
import { endSessions } from "@/lib/auth/claims";
import { prisma } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Caller } from "@/lib/auth/caller";
import { can, holdersOf, isStaffRole, type StaffRole } from "@/lib/auth/permissions";
import { failure, invalid, success, type Outcome } from "@/lib/http/outcome";
import { isStartPage } from "@/lib/panel/sections";
import { isRowId } from "@/lib/validation/stored-text";
import { newStaffSchema, ownPasswordSchema } from "./schema";

/** The answer that carries a generated password, shown to the admin once. */
export type StaffWithPassword = Outcome<{ username: string; password: string }>;

// No look-alikes (0/o, 1/l/i), so a password read aloud or copied by hand comes out right.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Four groups of five: about 99 bits, easy to type on a phone. */
export function generatePassword(): string {
  const groups = Array.from({ length: 4 }, () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(""));
  return groups.join("-");
}

const staffSnapshot = (user: {
  name: string;
  username: string | null;
  email: string | null;
  role: string;
  disabledAt: Date | null;
}) => ({
  name: user.name,
  username: user.username,
  email: user.email,
  role: user.role,
  disabled: user.disabledAt !== null,
});

export async function createStaff(actor: Caller, input: unknown): Promise<StaffWithPassword> {
  const parsed = newStaffSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const { name, username, role, email } = parsed.data;
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  try {
    await prisma.$transaction(async (tx) => {
      const user = await tx.user.create({
        data: { name, username, role, email, passwordHash, mustChangePassword: true },
        select: { id: true, name: true, username: true, email: true, role: true, disabledAt: true },
      });
      await recordAudit(tx, {
        actorId: actor.userId,
        action: "staff.create",
        entityType: "User",
        entityId: user.id,
        after: staffSnapshot(user),
      });
    });
  } catch (error) {
    // The unique username and e-mail, checked by the database so two admins adding the same at once cannot both win.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
      // The driver adapter names the violated columns somewhere inside meta.
      if (JSON.stringify(error.meta ?? {}).includes("email")) {
        return failure(409, "That e-mail address belongs to another account.", {
          email: "That e-mail address belongs to another account.",
        });
      }
      return failure(409, "That username is taken.", { username: "That username is taken." });
    }
    throw error;
  }
  return success(`${name} can now log in as ${username}.`, { username, password });
}

type StaffTarget = {
  id: string;
  name: string;
  username: string | null;
  email: string | null;
  role: StaffRole;
  disabledAt: Date | null;
};

async function findStaff(userId: string): Promise<StaffTarget | null> {
  if (!isRowId(userId)) return null;
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: { id: true, name: true, username: true, email: true, role: true, disabledAt: true },
  });
  return user && isStaffRole(user.role) ? { ...user, role: user.role } : null;
}

const NOT_FOUND = failure(404, "No such staff member.");

export async function setStaffDisabled(actor: Caller, userId: string, disabled: boolean): Promise<Outcome> {
  const target = await findStaff(userId);
  if (!target) return NOT_FOUND;
  if (disabled && target.id === actor.userId) return failure(409, "You cannot disable your own account.");
  // Someone must be left who can manage staff, or nobody could re-enable anyone.
  if (disabled && can(target.role, "staff.manage")) {
    const otherManagers = await prisma.user.count({
      where: { role: { in: holdersOf("staff.manage") }, disabledAt: null, id: { not: target.id } },
    });
    if (otherManagers === 0) return failure(409, "The last active admin cannot be disabled.");
  }
  await prisma.$transaction(async (tx) => {
    const after = await tx.user.update({
      where: { id: target.id },
      // Disabling also moves the session version on, so re-enabling does not bring old sessions back.
      data: disabled ? { disabledAt: target.disabledAt ?? new Date(), sessionVersion: { increment: 1 } } : { disabledAt: null },
      select: { name: true, username: true, email: true, role: true, disabledAt: true },
    });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: disabled ? "staff.disable" : "staff.enable",
      entityType: "User",
      entityId: target.id,
      before: staffSnapshot(target),
      after: staffSnapshot(after),
    });
  });
  return success(disabled ? `${target.name} is disabled and logged out.` : `${target.name} can log in again.`);
}

export async function resetStaffPassword(actor: Caller, userId: string): Promise<StaffWithPassword> {
  const target = await findStaff(userId);
  if (!target || !target.username) return NOT_FOUND;
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  await prisma.$transaction(async (tx) => {
    // Their app and recovery codes go too (a lost phone is the usual reason): they set up again at the next log-in.
    await tx.user.update({
      where: { id: target.id },
      data: { passwordHash, mustChangePassword: true, totpSecret: null, totpEnabledAt: null, totpLastStep: null },
      select: { id: true },
    });
    await tx.recoveryCode.deleteMany({ where: { userId: target.id } });
    await endSessions(tx, target.id);
    await recordAudit(tx, { actorId: actor.userId, action: "staff.password-reset", entityType: "User", entityId: target.id });
  });
  return success(`${target.name}'s password and two-step log-in are reset and their sessions have ended.`, {
    username: target.username,
    password,
  });
}

/** A counsellor marks themself on or off duty: new leads rotate only among those on duty. */
export async function setOwnDuty(actor: Caller, onDuty: boolean): Promise<Outcome<{ onDuty: boolean }>> {
  if (typeof onDuty !== "boolean") return failure(400, "Say whether you are on duty.");
  await prisma.$transaction(async (tx) => {
    const before = await tx.user.findUniqueOrThrow({ where: { id: actor.userId }, select: { onDuty: true } });
    await tx.user.update({ where: { id: actor.userId }, data: { onDuty }, select: { id: true } });
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "staff.duty",
      entityType: "User",
      entityId: actor.userId,
      before,
      after: { onDuty },
    });
  });
  return success(onDuty ? "You are on duty: new leads come to you in turn." : "You are off duty: new leads go to the others.", {
    onDuty,
  });
}

/** A staff member chooses where they land after logging in (the dashboard), or their role's default again (null). */
export async function setOwnStartPage(actor: Caller, startPage: unknown): Promise<Outcome> {
  if (startPage !== null && !isStartPage(startPage)) return failure(400, "Choose a start page from the list.");
  await prisma.user.update({ where: { id: actor.userId }, data: { startPage }, select: { id: true } });
  return success(
    startPage ? "You will start on this page after logging in." : "You will start on your usual page after logging in.",
  );
}

export const WRONG_CURRENT_PASSWORD = "That is not your current password.";

/**
 * A staff member replaces their own password (current and new, the visitors' policy): every
 * session of theirs ends, this one too, so they log in again with it everywhere.
 */
export async function changeOwnPassword(actor: Caller, input: unknown): Promise<Outcome> {
  const parsed = ownPasswordSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const { currentPassword, newPassword } = parsed.data;
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: actor.userId },
    select: { passwordHash: true, email: true, name: true },
  });
  if (!(await verifyPassword(user.passwordHash, currentPassword)))
    return failure(400, WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD });
  const problem =
    newPassword === currentPassword
      ? "Choose a password other than your current one."
      : passwordProblem(newPassword, { email: user.email ?? undefined, name: user.name });
  if (problem) return failure(400, problem, { newPassword: problem });
  const passwordHash = await hashPassword(newPassword);
  await prisma.$transaction(async (tx) => {
    await tx.user.update({
      where: { id: actor.userId },
      data: { passwordHash, mustChangePassword: false },
      select: { id: true },
    });
    await endSessions(tx, actor.userId);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: "staff.password-change",
      entityType: "User",
      entityId: actor.userId,
      after: { at: "panel" },
    });
  });
  return success("Your password is changed and every session of yours has ended. Log in again with the new password.");
}
