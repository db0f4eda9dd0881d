/**
 * A lead's WhatsApp thread as its page shows it (and polls it, GET /api/admin/leads/{id}/whatsapp):
 * the latest messages, oldest first, with their ticks and a received file's address (media.ts),
 * when the 24-hour window closes, and the lead's first response (the page's wait line follows it).
 * Serialisable as it is: times as ISO strings.
 */
import { prisma } from "@/lib/db";
import type { WhatsAppDirection, WhatsAppKind, WhatsAppStatus } from "@/lib/generated/prisma/enums";
import { leadHref } from "@/lib/panel/sections";
import { isRowId } from "@/lib/validation/stored-text";
import { whatsappConfig } from "./config";
import { hasMarketingConsent } from "./consent";
import { windowClosesAt } from "./window";

/** The most a thread shows; older messages stay stored. */
const SHOWN = 200;

export type ThreadMessage = {
  id: string;
  direction: WhatsAppDirection;
  kind: WhatsAppKind;
  body: string;
  templateName: string | null;
  status: WhatsAppStatus;
  error: string | null;
  /** Where staff open the file the person sent (GET /admin/contacts/{lead}/whatsapp/{message}); null when none is kept. */
  mediaHref: string | null;
  at: string;
};

/**
 * `marketingConsent`: whether a marketing template may go (STOP withdraws it while the page is open);
 * `firstResponseAt`: the lead's first response, by anyone through any channel.
 */
export type WhatsAppThread = {
  messages: ThreadMessage[];
  windowClosesAt: string | null;
  marketingConsent: boolean;
  firstResponseAt: string | null;
};

export async function whatsappThread(leadId: string): Promise<WhatsAppThread | null> {
  if (!whatsappConfig() || !isRowId(leadId)) return null;
  const lead = await prisma.lead.findUnique({
    where: { id: leadId },
    select: { whatsappInboundAt: true, firstResponseAt: true },
  });
  if (!lead) return null;
  const rows = await prisma.whatsAppMessage.findMany({
    where: { leadId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: SHOWN,
    select: {
      id: true,
      direction: true,
      kind: true,
      body: true,
      templateName: true,
      status: true,
      error: true,
      mediaId: true,
      createdAt: true,
    },
  });
  return {
    messages: rows.reverse().map(({ createdAt, mediaId, ...message }) => ({
      ...message,
      mediaHref: mediaId ? `${leadHref(leadId)}/whatsapp/${message.id}` : null,
      at: createdAt.toISOString(),
    })),
    windowClosesAt: windowClosesAt(lead.whatsappInboundAt)?.toISOString() ?? null,
    marketingConsent: await hasMarketingConsent(prisma, leadId),
    firstResponseAt: lead.firstResponseAt?.toISOString() ?? null,
  };
}
