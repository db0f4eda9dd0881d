/**
 * A signed-in visitor's own rights, from their profile: a copy of their data and deleting their
 * account. Both go by the account's e-mail address and mobile, through the same code as a rights
 * request (lib/privacy/access.ts, lib/privacy/erasure.ts), so the profile and the request page
 * never differ in what they find.
 */
import { prisma } from "@/lib/db";
import { failure, success, type Outcome } from "@/lib/http/outcome";
import { collectPersonalData, type PersonalData } from "./access";
import { erasePerson } from "./erasure";

const NOT_FOUND = "Your account was not found: please log in again.";

async function contactOf(userId: string) {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { email: true, mobile: true, role: true } });
  return user && user.role === "USER" ? { email: user.email ?? undefined, mobile: user.mobile ?? undefined } : null;
}

export async function ownDataExport(userId: string): Promise<PersonalData | null> {
  const contact = await contactOf(userId);
  return contact ? collectPersonalData(contact) : null;
}

export const ACCOUNT_DELETED = "Your account and your data have been deleted.";

/** Erases the visitor and everything held under their address and mobile; their sessions end with the account. */
export async function deleteOwnAccount(userId: string): Promise<Outcome> {
  const contact = await contactOf(userId);
  if (!contact) return failure(401, NOT_FOUND);
  // No actor: the account is gone by the time the audit entry is written.
  await erasePerson(prisma, contact);
  return success(ACCOUNT_DELETED);
}
