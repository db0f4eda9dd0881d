/**
 * Whom the site may message on WhatsApp, checked when a message is queued (one from the lead's
 * page, or thousands from the Contact List) and again when it is sent (consent may change while it
 * waits): nothing without a usable mobile, to a minor awaiting a guardian's consent or to someone
 * who withdrew their consent; a marketing template only with marketing consent (never given, or
 * withdrawn by STOP); free text and documents only inside the 24-hour window (window.ts).
 */
import type { Prisma } from "@/lib/generated/prisma/client";
import type { WhatsAppKind } from "@/lib/generated/prisma/enums";
import { readMobile } from "@/lib/intake/contact";
import { AWAITING_GUARDIAN } from "@/lib/privacy/minors/staff-view";
import { consentWithdrawnLeads } from "@/lib/privacy/rights/withdraw";
import { WINDOW_CLOSED, windowClosesAt } from "./window";

type Db = Pick<Prisma.TransactionClient, "consent">;
type Recipient = { id: string; mobile: string; awaitingGuardian: boolean; whatsappInboundAt: Date | null };
type Message = { kind: WhatsAppKind; marketing: boolean };

/** Why a message may not go, in the order checked: a bulk send counts its skipped leads by these. */
export const REFUSALS = ["mobile", "guardian", "withdrawn", "stopped", "noMarketing", "window"] as const;
export type Refusal = (typeof REFUSALS)[number];

export const NO_MARKETING_CONSENT =
  "This is a marketing template and the person has not agreed to marketing messages (or has withdrawn it).";
export const CONSENT_WITHDRAWN = "This person has withdrawn their consent: no WhatsApp message may be sent to them.";

/** What the lead's page says of each refusal. */
const refusalMessage: Record<Refusal, string> = {
  mobile: "This lead has no mobile number to message.",
  guardian: `${AWAITING_GUARDIAN}: nothing may be sent to this lead yet.`,
  withdrawn: CONSENT_WITHDRAWN,
  stopped: NO_MARKETING_CONSENT,
  noMarketing: NO_MARKETING_CONSENT,
  window: WINDOW_CLOSED,
};

/** The ids among `leadIds` with marketing consent given and not withdrawn, and those who withdrew it (STOP). */
async function marketingConsents(db: Db, leadIds: string[]): Promise<{ given: Set<string>; withdrawn: Set<string> }> {
  const rows = await db.consent.findMany({
    where: { form: "lead", purpose: "MARKETING", enquiryId: { in: leadIds } },
    select: { enquiryId: true, withdrawnAt: true },
  });
  const given = new Set(rows.filter((row) => row.withdrawnAt === null).map((row) => row.enquiryId));
  const withdrawn = new Set(rows.filter((row) => row.withdrawnAt !== null).map((row) => row.enquiryId));
  return { given, withdrawn };
}

export async function hasMarketingConsent(db: Db, leadId: string): Promise<boolean> {
  return (await marketingConsents(db, [leadId])).given.has(leadId);
}

function refusalOf(
  lead: Recipient,
  message: Message,
  consents: { withdrawn: Set<string>; marketing: { given: Set<string>; withdrawn: Set<string> } | null },
  now: Date,
): Refusal | null {
  if (!readMobile(lead.mobile)) return "mobile";
  if (lead.awaitingGuardian) return "guardian";
  if (consents.withdrawn.has(lead.id)) return "withdrawn";
  if (message.kind !== "TEMPLATE") return windowClosesAt(lead.whatsappInboundAt, now) ? null : "window";
  if (!consents.marketing || consents.marketing.given.has(lead.id)) return null;
  return consents.marketing.withdrawn.has(lead.id) ? "stopped" : "noMarketing";
}

/** Why `message` may not go to each of `leads` now (two queries however many leads); the leads it may go to are absent. */
export async function sendRefusals(
  db: Db,
  leads: Recipient[],
  message: Message,
  now = new Date(),
): Promise<Map<string, Refusal>> {
  const ids = leads.map((lead) => lead.id);
  const withdrawn = await consentWithdrawnLeads(db, ids);
  const marketing = message.kind === "TEMPLATE" && message.marketing ? await marketingConsents(db, ids) : null;
  const refusals = new Map<string, Refusal>();
  for (const lead of leads) {
    const refusal = refusalOf(lead, message, { withdrawn, marketing }, now);
    if (refusal) refusals.set(lead.id, refusal);
  }
  return refusals;
}

/** Why this message may not go to this lead now, or null when it may. */
export async function sendRefusal(db: Db, lead: Recipient, message: Message, now = new Date()): Promise<string | null> {
  const refusal = (await sendRefusals(db, [lead], message, now)).get(lead.id);
  return refusal ? refusalMessage[refusal] : null;
}
