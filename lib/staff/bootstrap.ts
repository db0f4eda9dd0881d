import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { hashPassword } from "@/lib/accounts/password";
import { encryptSecret } from "./totp";

type FirstAdmin = { username?: string; password?: string; totpSecret?: string };

/**
 * Creates the first admin from ADMIN_USERNAME / ADMIN_PASSWORD, only while no admin exists. With
 * ADMIN_TOTP_SECRET that new admin's second factor is set from it; without it they enrol at their
 * first log-in. An existing admin is never touched, enrolled or not (after a reset, say): a key in
 * the environment must not re-key them at every start.
 */
export async function ensureFirstAdmin(
  prisma: PrismaClient,
  credentials: FirstAdmin,
): Promise<"created" | "exists" | "not-configured"> {
  if (!credentials.username || !credentials.password) return "not-configured";
  if (await prisma.user.findFirst({ where: { role: "ADMIN" }, select: { id: true } })) return "exists";
  await prisma.user.create({
    data: {
      role: "ADMIN",
      name: "Administrator",
      username: credentials.username.toLowerCase(),
      passwordHash: await hashPassword(credentials.password),
      ...(credentials.totpSecret ? { totpSecret: encryptSecret(credentials.totpSecret), totpEnabledAt: new Date() } : {}),
    },
  });
  return "created";
}
