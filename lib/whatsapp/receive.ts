/**
 * WhatsApp's webhook changes (`whatsapp_business_account` / `messages`,
 * https://developers.facebook.com/docs/whatsapp/cloud-api/webhooks/components): `value.messages[]`
 * the person wrote, `value.statuses[]` of the site's own messages, `value.contacts[]` with the
 * writer's WhatsApp profile name, for the number `metadata.phone_number_id`. Each inbound message
 * lands once (Meta's id is unique) on the latest lead of its normalised mobile; a number nobody
 * knows becomes a lead through the intake (source WHATSAPP, assigned by the rules, its counsellor
 * alerted). STOP (or रोकें, बंद) withdraws marketing consent, with one confirmation. Statuses go to
 * statuses.ts.
 */
import { z } from "zod";
import { prisma } from "@/lib/db";
import type { WhatsAppKind } from "@/lib/generated/prisma/enums";
import { readMobile, readName } from "@/lib/intake/contact";
import { storeIntakeLead } from "@/lib/intake/store";
import { whatsappConfig } from "./config";
import { queueMessage } from "./send";
import { receiveStatus, type StatusUpdate } from "./statuses";

const media = z.object({ id: z.string(), caption: z.string().optional(), filename: z.string().optional() });

const inbound = z.object({
  from: z.string().regex(/^\d{6,20}$/),
  id: z.string().min(1).max(200),
  timestamp: z.string().regex(/^\d{1,12}$/),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ text: z.string(), payload: z.string().optional() }).optional(),
  interactive: z
    .object({
      type: z.string(),
      button_reply: z.object({ id: z.string(), title: z.string() }).optional(),
      list_reply: z.object({ id: z.string(), title: z.string() }).optional(),
    })
    .optional(),
  image: media.optional(),
  document: media.optional(),
  audio: media.optional(),
  video: media.optional(),
});

const status = z.object({
  id: z.string().min(1),
  status: z.string(),
  timestamp: z.string().regex(/^\d{1,12}$/),
  recipient_id: z.string().optional(),
  errors: z
    .array(
      z.object({
        code: z.number(),
        title: z.string().optional(),
        message: z.string().optional(),
        error_data: z.object({ details: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});

export const whatsappMessagesChange = z.object({
  messaging_product: z.literal("whatsapp"),
  metadata: z.object({ phone_number_id: z.string(), display_phone_number: z.string().optional() }),
  contacts: z.array(z.object({ wa_id: z.string(), profile: z.object({ name: z.string().optional() }).optional() })).optional(),
  messages: z.array(inbound).optional(),
  statuses: z.array(status).optional(),
});
type Change = z.infer<typeof whatsappMessagesChange>;
type Inbound = z.infer<typeof inbound>;

/** The words that stop marketing messages, in English and Hindi, as the whole message. */
const STOP_WORDS = new Set(["stop", "रोकें", "बंद"]);
export const STOP_CONFIRMATION =
  "You will get no more marketing messages from Disha Education on WhatsApp. Your enquiry stays open: write to us any time.";

/** A received document's words on the thread, followed by its file name (the name it is downloaded under, media.ts). */
export const DOCUMENT_RECEIVED = "Received a document";

/** What the thread shows of a message, its kind and any media id. */
function readInbound(message: Inbound): { kind: WhatsAppKind; body: string; mediaId: string | null } {
  switch (message.type) {
    case "text":
      return { kind: "TEXT", body: message.text?.body ?? "", mediaId: null };
    case "button":
      return { kind: "BUTTON", body: message.button?.text ?? "", mediaId: null };
    case "interactive": {
      const reply = message.interactive?.button_reply ?? message.interactive?.list_reply;
      return { kind: "BUTTON", body: reply?.title ?? "", mediaId: null };
    }
    case "image":
      return {
        kind: "IMAGE",
        body: message.image?.caption ? `Received an image: ${message.image.caption}` : "Received an image",
        mediaId: message.image?.id ?? null,
      };
    case "document":
      return {
        kind: "DOCUMENT",
        body: `${DOCUMENT_RECEIVED}${message.document?.filename ? `: ${message.document.filename}` : ""}`,
        mediaId: message.document?.id ?? null,
      };
    case "audio":
      return { kind: "AUDIO", body: "Received a voice message", mediaId: message.audio?.id ?? null };
    case "video":
      return { kind: "VIDEO", body: "Received a video", mediaId: message.video?.id ?? null };
    default:
      return { kind: "OTHER", body: `Received a ${message.type} message, which the site does not show`, mediaId: null };
  }
}

/** The lead the number belongs to: the latest with its mobile, or a new one made through the intake. */
async function leadOf(from: string, profileName: string | undefined): Promise<string | null> {
  const mobile = readMobile(`+${from}`);
  if (!mobile) return null;
  const known = await prisma.lead.findFirst({ where: { mobile }, orderBy: { createdAt: "desc" }, select: { id: true } });
  if (known) return known.id;
  const stored = await storeIntakeLead({
    source: "WHATSAPP",
    externalId: `whatsapp:${from}`,
    name: readName(profileName),
    email: null,
    mobile,
    course: "",
    percentage: null,
  });
  return stored.id;
}

async function receiveMessage(message: Inbound, profileName: string | undefined): Promise<void> {
  if (await prisma.whatsAppMessage.findUnique({ where: { metaId: message.id }, select: { id: true } })) return;
  const leadId = await leadOf(message.from, profileName);
  if (!leadId) return;
  const at = new Date(Number(message.timestamp) * 1000);
  const read = readInbound(message);
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.whatsAppMessage.createMany({
      data: [{ leadId, direction: "IN", status: "RECEIVED", metaId: message.id, createdAt: at, ...read }],
      skipDuplicates: true,
    });
    if (count === 0) return;
    await tx.$executeRaw`UPDATE "Lead" SET "whatsappInboundAt" = GREATEST("whatsappInboundAt", ${at}), "whatsappUnanswered" = true WHERE id = ${leadId}`;
    if (read.kind !== "TEXT" || !STOP_WORDS.has(read.body.trim().toLowerCase())) return;
    const lead = await tx.lead.findUniqueOrThrow({ where: { id: leadId }, select: { mobile: true } });
    await tx.$executeRaw`UPDATE "Consent" SET "withdrawnAt" = now() WHERE form = 'lead' AND purpose = 'MARKETING' AND "withdrawnAt" IS NULL
      AND "enquiryId" IN (SELECT id FROM "Lead" WHERE mobile = ${lead.mobile})`;
    // One confirmation, however often they write STOP.
    const confirmed = await tx.whatsAppMessage.count({ where: { leadId, direction: "OUT", body: STOP_CONFIRMATION } });
    if (confirmed === 0) await queueMessage(tx, leadId, { kind: "TEXT", body: STOP_CONFIRMATION }, null);
  });
}

/** A status as the webhook carries it, with Meta's first error (code, title and details) of a failure. */
function readStatus(update: z.infer<typeof status>): StatusUpdate {
  const error = update.errors?.[0];
  return {
    metaId: update.id,
    status: update.status,
    at: new Date(Number(update.timestamp) * 1000),
    errorCode: error?.code ?? null,
    error: error ? [error.title ?? error.message, error.error_data?.details].filter(Boolean).join(": ") : null,
  };
}

/** One `messages` change: its inbound messages in order, then its statuses; others' numbers are left alone. */
export async function processWhatsAppChange(change: Change): Promise<void> {
  const config = whatsappConfig();
  if (!config || change.metadata.phone_number_id !== config.phoneNumberId) return;
  for (const message of change.messages ?? []) {
    await receiveMessage(message, change.contacts?.find((contact) => contact.wa_id === message.from)?.profile?.name);
  }
  for (const update of change.statuses ?? []) await receiveStatus(readStatus(update));
}
