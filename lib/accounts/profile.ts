/** A visitor's own profile: name and mobile to edit; the e-mail is the login and stays as it is. */
import "server-only";
import { recordAudit } from "@/lib/audit/record";
import { prisma } from "@/lib/db";
import { invalid, success, type Outcome } from "@/lib/http/outcome";
import { profileSchema } from "./schema";

export const PROFILE_UPDATED = "Profile updated successfully!";

export type Profile = { name: string; email: string; mobile: string | null };

export async function readProfile(userId: string): Promise<Profile | null> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { name: true, email: true, mobile: true } });
  return user?.email ? { name: user.name, email: user.email, mobile: user.mobile } : null;
}

export async function updateProfile(userId: string, input: unknown): Promise<Outcome<{ user: Profile }>> {
  const parsed = profileSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const user = await prisma.$transaction(async (tx) => {
    const before = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { name: true, mobile: true } });
    const after = await tx.user.update({
      where: { id: userId },
      data: parsed.data,
      select: { name: true, email: true, mobile: true },
    });
    await recordAudit(tx, {
      actorId: userId,
      action: "account.profile-update",
      entityType: "User",
      entityId: userId,
      before,
      after: { name: after.name, mobile: after.mobile },
    });
    return after;
  });
  return success(PROFILE_UPDATED, { user: { name: user.name, email: user.email ?? "", mobile: user.mobile } });
}
