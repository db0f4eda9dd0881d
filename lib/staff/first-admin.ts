/**
 * The first admin of an installation started with nothing configured: while no admin exists and
 * ADMIN_USERNAME / ADMIN_PASSWORD are not set, the process logs a one-time link to
 * /admin?setup=<token>. The token lives in this process's memory only (only its SHA-256; a
 * restart makes a new one) and works once. The admin chooses their name, username and password
 * there, then logs in and sets up their authenticator app at once, as every admin must.
 * ADMIN_USERNAME / ADMIN_PASSWORD (lib/staff/bootstrap.ts) stay the way for automated set-ups.
 */
import "server-only";
import "@/lib/validation/zod-config";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { hashPassword } from "@/lib/accounts/password";
import { passwordProblem } from "@/lib/accounts/password-policy";
import { newPasswordField } from "@/lib/accounts/schema";
import { recordAudit } from "@/lib/audit/record";
import { prisma } from "@/lib/db";
import { failure, invalid, success, type Outcome } from "@/lib/http/outcome";
import { log } from "@/lib/observability/log";
import { siteUrl } from "@/lib/seo/metadata";
import { newStaffSchema } from "./schema";

const firstAdminSchema = newStaffSchema.pick({ name: true, username: true }).extend({ password: newPasswordField });

/**
 * The SHA-256 of this process's set-up token, while it is unused: on globalThis, as the start-up
 * hook (instrumentation.ts) and the pages are bundled apart, each with its own copy of this module.
 */
const holder = globalThis as unknown as { firstAdminTokenHash?: Buffer | null };

const sha256 = (text: string) => createHash("sha256").update(text).digest();

export const SETUP_LINK_SPENT =
  "This set-up link has been used, or is not this server's. Restart the site for a new one (it is printed in the log).";

const noAdminYet = async () => (await prisma.user.count({ where: { role: "ADMIN" } })) === 0;

/** A new one-time token while no admin exists (null once one does); the previous one stops working. */
export async function openFirstAdminSetup(): Promise<string | null> {
  if (!(await noAdminYet())) return null;
  const token = randomBytes(24).toString("base64url");
  holder.firstAdminTokenHash = sha256(token);
  return token;
}

/** Whether `token` is this process's unused set-up token. */
export function isFirstAdminToken(token: unknown): boolean {
  const tokenHash = holder.firstAdminTokenHash;
  return typeof token === "string" && !!tokenHash && timingSafeEqual(sha256(token), tokenHash);
}

/** At start-up: the set-up link in the log, when there is no admin and none is configured. */
export async function announceFirstAdminSetup(): Promise<void> {
  if (process.env.ADMIN_USERNAME && process.env.ADMIN_PASSWORD) return;
  const token = await openFirstAdminSetup();
  if (token)
    log.warn(
      `No admin yet: open ${siteUrl(`/admin?setup=${token}`)} to create the first admin (the link works once, until this process stops).`,
    );
}

export async function createFirstAdmin(token: unknown, input: unknown): Promise<Outcome> {
  if (!isFirstAdminToken(token)) return failure(404, SETUP_LINK_SPENT);
  const parsed = firstAdminSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const { name, username, password } = parsed.data;
  const problem = passwordProblem(password, { name });
  if (problem) return failure(400, problem, { password: problem });
  // Spent before the first await: of two sends at once, one creates the admin.
  holder.firstAdminTokenHash = null;
  const passwordHash = await hashPassword(password);
  const created = await prisma.$transaction(async (tx) => {
    // One admin at a time: the lock makes "no admin yet" and the insert one step across instances.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('first-admin'))`;
    if ((await tx.user.count({ where: { role: "ADMIN" } })) > 0) return false;
    if (await tx.user.findUnique({ where: { username }, select: { id: true } })) return false;
    const admin = await tx.user.create({ data: { role: "ADMIN", name, username, passwordHash }, select: { id: true } });
    await recordAudit(tx, {
      actorId: admin.id,
      action: "staff.create",
      entityType: "User",
      entityId: admin.id,
      after: { username, role: "ADMIN", via: "first-admin-link" },
    });
    return true;
  });
  if (!created) return failure(409, "An admin exists already: log in, or ask them to add you under Staff.");
  return success("Admin created. Log in now and set up your authenticator app.");
}
