/**
 * The staff log-in check (username and password), behind the next-auth "staff" provider that
 * `POST /api/admin/`, the /admin login screen and /collegelist all use. Rate limited per client
 * address and, counting failures only, per username, so a guess spread over many addresses still
 * stops at the account. Every attempt lands in the audit log (never the password).
 */
import { z } from "zod";
import { hashPassword, verifyPassword } from "@/lib/accounts/password";
import { recordAudit } from "@/lib/audit/record";
import { isStaffRole, type StaffRole } from "@/lib/auth/permissions";
import { prisma } from "@/lib/db";
import { rateLimitKey } from "@/lib/security/client-ip";
import { postgresFailureLimit, postgresRateLimit, type RateDecision } from "@/lib/security/rate-limit";
import { hasControlCharacters } from "@/lib/validation/fields";

export const INVALID_CREDENTIALS = "Invalid credentials";
export const MISSING_CREDENTIALS = "Enter your username and password.";
export const ACCOUNT_DISABLED = "This account has been disabled. Please ask an admin.";
export const TOO_MANY_LOG_INS = "Too many log-in attempts. Please wait a few minutes and try again.";

const attemptsPerAddress = postgresRateLimit({ name: "staff-login-ip", points: 30, durationSeconds: 15 * 60 });
const failuresPerUsername = postgresFailureLimit({ name: "staff-login-user", points: 10, durationSeconds: 15 * 60 });

const credentialsSchema = z.object({
  username: z.string().trim().toLowerCase().min(1).max(100),
  password: z.string().min(1).max(1024),
});

export type StaffUser = { id: string; name: string; role: StaffRole; sessionVersion: number };

export type StaffLoginResult =
  | { ok: true; user: StaffUser }
  | { ok: false; status: 400 | 401 | 429; message: string; retryAfterSeconds?: number };

const tooMany = (decision: Exclude<RateDecision, { allowed: true }>): StaffLoginResult => ({
  ok: false,
  status: 429,
  message: TOO_MANY_LOG_INS,
  retryAfterSeconds: decision.retryAfterSeconds,
});

// Verifying against this when the username is unknown makes both answers take as long.
let decoyHash: Promise<string> | undefined;

export async function authenticateStaff(input: unknown, ip: string): Promise<StaffLoginResult> {
  const parsed = credentialsSchema.safeParse(input);
  if (!parsed.success) return { ok: false, status: 400, message: MISSING_CREDENTIALS };
  const { username, password } = parsed.data;
  // No username holds control characters (a NUL would not even reach the database): nobody to log in.
  if (hasControlCharacters(username)) return { ok: false, status: 401, message: INVALID_CREDENTIALS };

  const byAddress = await attemptsPerAddress.consume(rateLimitKey(ip));
  if (!byAddress.allowed) return tooMany(byAddress);
  const byUsername = await failuresPerUsername.check(username);
  if (!byUsername.allowed) return tooMany(byUsername);

  const user = await prisma.user.findUnique({
    where: { username },
    select: { id: true, name: true, role: true, sessionVersion: true, passwordHash: true, disabledAt: true },
  });
  const staff = user && isStaffRole(user.role) ? { ...user, role: user.role } : null;
  const passwordMatches = await verifyPassword(staff?.passwordHash ?? (await (decoyHash ??= hashPassword("decoy password"))), password);

  if (!staff || !passwordMatches || staff.disabledAt) {
    if (!passwordMatches) await failuresPerUsername.recordFailure(username);
    await recordAudit(prisma, {
      actorId: staff?.id ?? null,
      action: "staff.login-failed",
      entityType: "User",
      entityId: staff?.id ?? null,
      after: { username, reason: !staff ? "unknown-username" : !passwordMatches ? "wrong-password" : "disabled" },
    });
    return { ok: false, status: 401, message: staff && passwordMatches ? ACCOUNT_DISABLED : INVALID_CREDENTIALS };
  }

  await failuresPerUsername.clear(username);
  await prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: staff.id }, data: { lastLoginAt: new Date() }, select: { id: true } });
    await recordAudit(tx, { actorId: staff.id, action: "staff.login", entityType: "User", entityId: staff.id });
  });
  return { ok: true, user: { id: staff.id, name: staff.name, role: staff.role, sessionVersion: staff.sessionVersion } };
}
