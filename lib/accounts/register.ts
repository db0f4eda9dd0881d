/**
 * Registration. A taken e-mail address gets the same answer as a new one (status, words), and its
 * owner an e-mail saying so, so the form cannot be used to find out who has an account here.
 */
import "server-only";
import { recordAudit } from "@/lib/audit/record";
import { prisma, viaPrisma } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { failure, invalid, type Outcome } from "@/lib/http/outcome";
import { enqueueEmail } from "@/lib/mail/outbox";
import { accountAcknowledgement, alreadyRegisteredEmail } from "@/lib/mail/templates/account";
import { isMinorBorn } from "@/lib/careers/age";
import { requestGuardianConsent } from "@/lib/privacy/minors/guardian";
import { guardianOf } from "@/lib/privacy/minors/guardian-fields";
import { siteUrl } from "@/lib/seo/metadata";
import { addressKey, accountLimits, firstRefusal } from "./rate-limits";
import { hashPassword } from "./password";
import { passwordProblem } from "./password-policy";
import { registerSchema } from "./schema";

export const REGISTERED = "Registration successful. Please log in.";
/** A minor's account waits for the parent's or guardian's consent (lib/privacy/minors/guardian.ts). */
export const MINOR_REGISTERED =
  "Thank you! We have e-mailed your parent or guardian. You can log in once they agree to your account.";

export async function registerAccount(input: unknown, ip: string): Promise<Outcome> {
  const parsed = registerSchema.safeParse(input);
  if (!parsed.success) return invalid(parsed.error);
  const { name, email, mobile, password, dob } = parsed.data;
  const guardian = isMinorBorn(dob) ? guardianOf({ ...parsed.data, under18: true }) : null;
  const weak = passwordProblem(password, { email, name });
  if (weak) return failure(400, weak, { password: weak });
  const refused = await firstRefusal([
    [accountLimits.registerByAddress, addressKey(ip)],
    [accountLimits.registerByEmail, email],
  ]);
  if (refused) return refused;

  const passwordHash = await hashPassword(password);
  await prisma
    .$transaction(async (tx) => {
      const existing = await tx.user.findUnique({ where: { email }, select: { id: true, name: true } });
      if (existing) {
        await enqueueEmail(viaPrisma(tx), { to: email, ...alreadyRegisteredEmail(existing.name, siteUrl("/login")) });
        return;
      }
      const dateOfBirth = dob ? new Date(`${dob}T00:00:00Z`) : undefined;
      const user = await tx.user.create({
        data: { name, email, mobile, passwordHash, dateOfBirth, awaitingGuardian: guardian !== null },
        select: { id: true },
      });
      await recordAudit(tx, {
        actorId: user.id,
        action: "account.register",
        entityType: "User",
        entityId: user.id,
        after: { name, email, mobile, ...(dob ? { dateOfBirth: dob } : {}) },
      });
      if (guardian) {
        const welcome = [
          { to: guardian.email, ...accountAcknowledgement({ name, email, mobile, dob: dob! }, guardian.name, siteUrl("/login")) },
        ];
        await requestGuardianConsent(viaPrisma(tx), { form: "account", enquiryId: user.id, guardian, held: welcome });
      }
    })
    // Two registrations of one address at the same instant: the second is a taken address too.
    .catch((error: unknown) => {
      if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
    });
  return { ok: true, message: guardian ? MINOR_REGISTERED : REGISTERED };
}
