import type { PrismaClient } from "@/lib/generated/prisma/client";
import { hashPassword } from "@/lib/accounts/password";

/** Creates the first admin from ADMIN_USERNAME / ADMIN_PASSWORD, only while no admin exists. */
export async function ensureFirstAdmin(
  prisma: PrismaClient,
  credentials: { username?: string; password?: string },
): Promise<"created" | "exists" | "not-configured"> {
  if (!credentials.username || !credentials.password) return "not-configured";
  const existing = await prisma.user.findFirst({ where: { role: "ADMIN" }, select: { id: true } });
  if (existing) return "exists";
  await prisma.user.create({
    data: {
      role: "ADMIN",
      name: "Administrator",
      username: credentials.username.toLowerCase(),
      passwordHash: await hashPassword(credentials.password),
    },
  });
  return "created";
}
