/**
 * Whom the site may message on WhatsApp, checked when a message is queued and again when it is
 * sent (consent may change while it waits): nothing to a minor awaiting a guardian's consent or to
 * someone who withdrew their consent; a marketing template only with marketing consent; free text
 * and documents only inside the 24-hour window (window.ts).
 */
import type { Prisma } from "@/lib/generated/prisma/client";
import type { WhatsAppKind } from "@/lib/generated/prisma/enums";
import { AWAITING_GUARDIAN } from "@/lib/privacy/minors/staff-view";
import { consentWithdrawnLeads } from "@/lib/privacy/rights/withdraw";
import { WINDOW_CLOSED, windowClosesAt } from "./window";

type Db = Pick<Prisma.TransactionClient, "consent">;

export const NO_MARKETING_CONSENT =
  "This is a marketing template and the person has not agreed to marketing messages (or has withdrawn it).";
export const CONSENT_WITHDRAWN = "This person has withdrawn their consent: no WhatsApp message may be sent to them.";

export async function hasMarketingConsent(db: Db, leadId: string): Promise<boolean> {
  const given = await db.consent.count({ where: { form: "lead", enquiryId: leadId, purpose: "MARKETING", withdrawnAt: null } });
  return given > 0;
}

/** Why this message may not go to this lead now, or null when it may. */
export async function sendRefusal(
  db: Db,
  lead: { id: string; awaitingGuardian: boolean; whatsappInboundAt: Date | null },
  message: { kind: WhatsAppKind; marketing: boolean },
  now = new Date(),
): Promise<string | null> {
  if (lead.awaitingGuardian) return `${AWAITING_GUARDIAN}: nothing may be sent to this lead yet.`;
  if ((await consentWithdrawnLeads(db, [lead.id])).size > 0) return CONSENT_WITHDRAWN;
  if (message.kind === "TEMPLATE")
    return message.marketing && !(await hasMarketingConsent(db, lead.id)) ? NO_MARKETING_CONSENT : null;
  return windowClosesAt(lead.whatsappInboundAt, now) ? null : WINDOW_CLOSED;
}
