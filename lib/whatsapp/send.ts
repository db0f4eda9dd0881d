/**
 * Sending WhatsApp messages from a lead's page (staff, checked at the door): free text inside the
 * 24-hour window, an approved template (a reply template mapped to it, filled on the server), or
 * the brochure as a document. Each is stored on the lead as queued with its `whatsapp-send` job
 * in one transaction; the job sends it through the Cloud API at the configured pace (rate.ts),
 * retrying a rate limit or Meta's trouble with back-off ("waiting"), and marks it failed with the
 * reason after the last try. The rules are checked again when it is sent: a free-text message
 * whose window closed while it waited is refused, never sent as something else.
 */
import { z } from "zod";
import type { Caller } from "@/lib/auth/caller";
import { insertRows, newRowId, prisma, utcTimestamp, viaPrisma } from "@/lib/db";
import type { Prisma, ReplyTemplate } from "@/lib/generated/prisma/client";
import { failure, success, type Failure, type Outcome } from "@/lib/http/outcome";
import { enqueue } from "@/lib/jobs/queue";
import { markFirstResponse } from "@/lib/leads/response";
import { fillPlaceholders, type Placeholder } from "@/lib/leads/templates/placeholders";
import { siteUrl } from "@/lib/seo/metadata";
import { isRowId } from "@/lib/validation/stored-text";
import { CloudApiError, sendCloudMessage, type OutgoingMessage } from "./cloud";
import { whatsappConfig } from "./config";
import { sendRefusal } from "./consent";
import { awaitSendSlot } from "./rate";
import { recordSent } from "./statuses";

/** Tries of a send: graphile-worker waits e^n seconds after the n-th (about 3 s, 7 s, 20 s, 55 s, 2.5 min). */
export const SEND_ATTEMPTS = 6;

export const whatsappRequestSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("text"), body: z.string().trim().min(1, "Type a message").max(4096, "At most 4,096 characters") }),
    z.object({ kind: z.literal("template"), templateId: z.string() }),
    z.object({ kind: z.literal("document") }),
  ],
  { error: "Choose free text, a template or the brochure" },
);

const NOT_CONFIGURED = failure(404, "WhatsApp is not set up on this site.");
const NO_LEAD = failure(404, "No such lead.");
const BROCHURE_CAPTION = "Our brochure: every service, the colleges and how to reach us.";

type Tx = Prisma.TransactionClient;
type Draft = Pick<
  Prisma.WhatsAppMessageUncheckedCreateInput,
  "kind" | "body" | "templateName" | "templateLanguage" | "templateParams" | "marketing"
>;
type MappedTemplate = Pick<ReplyTemplate, "id" | "name" | "body" | "waParams" | "waMarketing"> & {
  waTemplateName: string;
  waLanguage: string;
};

/**
 * A lead's messages go one at a time, in order, through one of a few named queues (graphile-worker
 * keeps a row per queue name, so not one per lead); different leads' messages go side by side, as
 * fast as the pace allows.
 */
const SEND_QUEUES = 16;
function sendQueue(leadId: string): string {
  let hash = 0;
  for (const char of leadId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `whatsapp-${hash % SEND_QUEUES}`;
}

/**
 * Stores outgoing messages as queued, each with its job, in `tx`: one INSERT of the rows and one of
 * the jobs however many (Prisma's createManyAndReturn took seconds for a thousand); their ids.
 * Keep to a thousand at a time (PostgreSQL's limit of parameters).
 */
export async function queueMessages(
  tx: Tx,
  messages: (Draft & { leadId: string })[],
  senderId: string | null,
): Promise<string[]> {
  const rows = messages.map((message) => ({
    templateParams: [],
    marketing: false,
    ...message,
    id: newRowId(),
    senderId,
    direction: "OUT",
    status: "QUEUED",
    createdAt: utcTimestamp(),
  }));
  await insertRows(viaPrisma(tx), "WhatsAppMessage", rows);
  const leadOf = new Map(rows.map((row) => [row.id, row.leadId]));
  await enqueue(
    "whatsapp-send",
    rows.map((row) => ({ id: row.id })),
    { tx, maxAttempts: SEND_ATTEMPTS, queueName: (payload) => sendQueue(leadOf.get((payload as { id: string }).id)!) },
  );
  return rows.map((row) => row.id);
}

/** Stores an outgoing message as queued, with its job, in `tx`; its id. */
export async function queueMessage(tx: Tx, leadId: string, draft: Draft, senderId: string | null): Promise<string> {
  const [id] = await queueMessages(tx, [{ ...draft, leadId }], senderId);
  return id!;
}

/** The reply template `templateId` when it is mapped to an approved WhatsApp template, or why not. */
export async function mappedTemplate(db: Pick<Tx, "replyTemplate">, templateId: string): Promise<MappedTemplate | Failure> {
  const template = isRowId(templateId) ? await db.replyTemplate.findUnique({ where: { id: templateId } }) : null;
  if (!template) return failure(404, "No such reply template: reload the page to see the current ones.");
  const { waTemplateName, waLanguage } = template;
  if (!waTemplateName || !waLanguage) return failure(400, `“${template.name}” is not mapped to an approved WhatsApp template.`);
  return { ...template, waTemplateName, waLanguage };
}

/** The message a mapped template makes for one lead: its text for the thread, Meta's parameters in order. */
export function templateDraft(template: MappedTemplate, values: Record<Placeholder, string>): Draft {
  return {
    kind: "TEMPLATE",
    body: fillPlaceholders(template.body, values),
    templateName: template.waTemplateName,
    templateLanguage: template.waLanguage,
    templateParams: template.waParams.map((key) => values[key as Placeholder] ?? ""),
    marketing: template.waMarketing,
  };
}

async function draftOf(
  tx: Tx,
  request: z.infer<typeof whatsappRequestSchema>,
  values: Record<Placeholder, string>,
): Promise<Draft | Outcome> {
  if (request.kind === "text") return { kind: "TEXT", body: request.body };
  if (request.kind === "document") return { kind: "DOCUMENT", body: BROCHURE_CAPTION };
  const template = await mappedTemplate(tx, request.templateId);
  return "ok" in template ? template : templateDraft(template, values);
}

/** A counsellor's message to a lead: refused with the reason, or queued (and the lead's first response). */
export async function sendWhatsApp(actor: Caller, leadId: string, input: unknown): Promise<Outcome> {
  if (!whatsappConfig()) return NOT_CONFIGURED;
  if (!isRowId(leadId)) return NO_LEAD;
  const parsed = whatsappRequestSchema.safeParse(input);
  if (!parsed.success) return failure(400, parsed.error.issues[0]!.message);
  return prisma.$transaction(async (tx): Promise<Outcome> => {
    const lead = await tx.lead.findUnique({
      where: { id: leadId },
      select: { id: true, name: true, course: true, mobile: true, awaitingGuardian: true, whatsappInboundAt: true },
    });
    if (!lead) return NO_LEAD;
    const sender = await tx.user.findUnique({ where: { id: actor.userId }, select: { name: true } });
    const draft = await draftOf(tx, parsed.data, {
      name: lead.name,
      course: lead.course,
      counsellor: sender?.name ?? actor.name,
    });
    if ("ok" in draft) return draft;
    const refused = await sendRefusal(tx, lead, { kind: draft.kind, marketing: draft.marketing ?? false });
    if (refused) return failure(409, refused);
    await queueMessage(tx, lead.id, draft, actor.userId);
    await markFirstResponse(tx, lead.id);
    await tx.lead.update({ where: { id: lead.id }, data: { whatsappUnanswered: false } });
    return success("Message queued: its ticks show here as WhatsApp reports them.");
  });
}

function outgoing(message: {
  kind: string;
  body: string;
  templateName: string | null;
  templateLanguage: string | null;
  templateParams: string[];
}): OutgoingMessage {
  if (message.kind === "TEMPLATE")
    return { kind: "TEMPLATE", name: message.templateName!, language: message.templateLanguage!, params: message.templateParams };
  if (message.kind === "DOCUMENT")
    return { kind: "DOCUMENT", link: siteUrl("/brochure.pdf"), filename: "Disha brochure.pdf", caption: message.body };
  return { kind: "TEXT", body: message.body };
}

const fail = (id: string, error: string, errorCode: number | null = null) =>
  prisma.whatsAppMessage.update({ where: { id }, data: { status: "FAILED", error: error.slice(0, 500), errorCode } });

/**
 * The `whatsapp-send` job: sends a queued message once. A retryable failure before the last try
 * marks it waiting and throws (the queue tries again with back-off); anything else is final.
 */
export async function deliverWhatsApp(
  id: string,
  attempt: { last: boolean; signal?: AbortSignal },
): Promise<"sent" | "failed" | "skipped"> {
  const message = await prisma.whatsAppMessage.findUnique({
    where: { id },
    include: { lead: { select: { id: true, mobile: true, awaitingGuardian: true, whatsappInboundAt: true } } },
  });
  if (!message || (message.status !== "QUEUED" && message.status !== "WAITING")) return "skipped";
  const config = whatsappConfig();
  if (!config) {
    await fail(id, "WhatsApp is no longer set up on this site.");
    return "failed";
  }
  const refused = await sendRefusal(prisma, message.lead, message);
  if (refused) {
    await fail(id, `Not sent: ${refused}`);
    return "failed";
  }
  await awaitSendSlot(attempt.signal);
  try {
    const metaId = await sendCloudMessage(config, message.lead.mobile.replace(/\D/g, ""), outgoing(message));
    await recordSent(id, metaId);
    return "sent";
  } catch (error) {
    if (!(error instanceof CloudApiError)) throw error;
    if (!error.retryable || attempt.last) {
      await fail(id, error.message, error.code);
      return "failed";
    }
    await prisma.whatsAppMessage.update({
      where: { id },
      data: { status: "WAITING", error: error.message.slice(0, 500), errorCode: error.code },
    });
    throw error;
  }
}
