import type { PrismaClient } from "@/lib/generated/prisma/client";
import { hashPassword } from "@/lib/accounts/password";
import { encryptSecret } from "./totp";

type FirstAdmin = { username?: string; password?: string; totpSecret?: string };

/**
 * Creates the first admin from ADMIN_USERNAME / ADMIN_PASSWORD, only while no admin exists. With
 * ADMIN_TOTP_SECRET that admin's second factor is set from it (also for an admin created earlier
 * who has not enrolled yet); without it they enrol at their first log-in.
 */
export async function ensureFirstAdmin(
  prisma: PrismaClient,
  credentials: FirstAdmin,
): Promise<"created" | "exists" | "not-configured"> {
  if (!credentials.username || !credentials.password) return "not-configured";
  const username = credentials.username.toLowerCase();
  const secondFactor = credentials.totpSecret
    ? { totpSecret: encryptSecret(credentials.totpSecret), totpEnabledAt: new Date() }
    : {};
  const existing = await prisma.user.findFirst({ where: { role: "ADMIN" }, select: { id: true } });
  if (existing) {
    if (credentials.totpSecret)
      await prisma.user.updateMany({ where: { username, role: "ADMIN", totpEnabledAt: null }, data: secondFactor });
    return "exists";
  }
  await prisma.user.create({
    data: {
      role: "ADMIN",
      name: "Administrator",
      username,
      passwordHash: await hashPassword(credentials.password),
      ...secondFactor,
    },
  });
  return "created";
}
