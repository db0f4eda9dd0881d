/**
 * A signed-in visitor's own rights, from their profile: a copy of their data and deleting their
 * account. Both go by the account's e-mail address alone (proven at the account's first log-in;
 * its mobile was typed by anyone and proves nothing), through the same code as a rights request
 * (lib/privacy/rights/access.ts, lib/privacy/rights/erasure.ts), so the profile and the request page never differ
 * in what they find. Deleting asks for the password again.
 */
import "server-only";
import { randomBytes } from "node:crypto";
import { accountLimits, tooMany } from "@/lib/accounts/rate-limits";
import { recordAudit } from "@/lib/audit/record";
import { verifyPassword } from "@/lib/accounts/password";
import { prisma } from "@/lib/db";
import { failure, success, type Outcome } from "@/lib/http/outcome";
import { collectPersonalData, type PersonalData } from "./access";
import { erasePersonIn, findPerson, maskContact, mobilesOf, unprovenMatches } from "./erasure";
import { MOBILE_ONLY_RECORDS } from "./requests";

const NOT_FOUND = "Your account was not found: please log in again.";
export const PASSWORD_NEEDED = "Enter your password to delete your account.";
export const PASSWORD_WRONG = "That is not your password: your account is not deleted.";

async function visitor(userId: string) {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { email: true, role: true, passwordHash: true } });
  return user && user.role === "USER" && user.email ? { email: user.email, passwordHash: user.passwordHash } : null;
}

export async function ownDataExport(userId: string): Promise<PersonalData | null> {
  const account = await visitor(userId);
  return account ? collectPersonalData({ email: account.email }) : null;
}

export const ACCOUNT_DELETED = `Your account and your data have been deleted. ${MOBILE_ONLY_RECORDS}`;

/**
 * Erases the visitor and everything held under their address, once they give their password again
 * (a session left open on a shared computer is not enough); their sessions end with the account.
 * Records carrying the account's mobile under another address are listed for the admins as an
 * erasure request to verify by hand.
 */
export async function deleteOwnAccount(userId: string, password: unknown): Promise<Outcome> {
  if (typeof password !== "string" || password === "") return failure(400, PASSWORD_NEEDED, { password: PASSWORD_NEEDED });
  const account = await visitor(userId);
  if (!account) return failure(401, NOT_FOUND);
  // The same budget of password guesses per account as a password change.
  const limited = await accountLimits.changePasswordByAccount.consume(userId);
  if (!limited.allowed) return tooMany(limited);
  if (!(await verifyPassword(account.passwordHash, password))) return failure(400, PASSWORD_WRONG, { password: PASSWORD_WRONG });
  const now = new Date();
  await prisma.$transaction(
    async (tx) => {
      const contact = { email: account.email };
      const found = await unprovenMatches(tx, mobilesOf((await findPerson(tx, contact)).holdings), account.email);
      // No actor: the account is gone by the time the audit entry is written.
      await erasePersonIn(tx, contact);
      if (found.length === 0) return;
      const request = await tx.privacyRequest.create({
        data: {
          kind: "ERASURE",
          contact: maskContact(account.email.toLowerCase()),
          tokenHash: randomBytes(32).toString("hex"),
          expiresAt: now,
          state: "DONE",
          verifiedAt: now,
          completedAt: now,
          unproven: found,
        },
        select: { id: true },
      });
      await recordAudit(tx, {
        actorId: null,
        action: "privacy.request-unproven",
        entityType: "PrivacyRequest",
        entityId: request.id,
        after: { kind: "ERASURE", found: found.length },
      });
    },
    { timeout: 60_000 },
  );
  return success(ACCOUNT_DELETED);
}
