/**
 * A received image, document, voice message or video, opened by staff on demand: the site keeps
 * only Meta's media id (and erasure drops it). Per the Cloud API's media reference
 * (https://developers.facebook.com/docs/whatsapp/cloud-api/reference/media), `GET {graph}/{media-id}`
 * with the token answers a URL valid for 5 minutes and the file's type and size; that URL, fetched
 * with the same token, gives the bytes. They are passed through to the staff member as they come,
 * never stored or cached, within a size limit, and each opening is audited. Meta keeps a webhook's
 * media for 7 days: after that the id is unknown (410 here); Meta's other refusals are 502.
 */
import "server-only";
import { z } from "zod";
import { recordAudit } from "@/lib/audit/record";
import { prisma } from "@/lib/db";
import { failure, type Failure } from "@/lib/http/outcome";
import { AWAITING_GUARDIAN } from "@/lib/privacy/minors/staff-view";
import { isRowId } from "@/lib/validation/stored-text";
import { whatsappConfig, type WhatsAppConfig } from "./config";
import { DOCUMENT_RECEIVED } from "./receive";

/** The most the panel passes on: Meta's own caps are 5 MB for an image, 16 MB for audio and video, 100 MB for a document. */
export const MEDIA_LIMIT_BYTES = 25 * 1024 * 1024;
const TIMEOUT_MS = 60_000;

/** Opened in the browser's tab; anything else is a download (never rendered on the panel's origin). */
const INLINE_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);

export type MediaFile = {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  fileName: string;
  inline: boolean;
  size: number | null;
};

const mediaInfo = z.object({
  url: z.string().url(),
  mime_type: z.string().optional(),
  file_size: z.union([z.string(), z.number()]).optional(),
});
const graphError = z.object({ error: z.object({ message: z.string().optional(), code: z.number().optional() }) });

const GONE = failure(410, "WhatsApp no longer has this file: it keeps what people send for 7 days. Ask them to send it again.");
const unavailable = (why: string) => failure(502, `WhatsApp did not give the file: ${why}. Try again in a minute.`);
const tooLarge = (bytes: number) =>
  failure(
    413,
    `The file is ${(bytes / 2 ** 20).toFixed(1)} MB: the panel opens files up to ${MEDIA_LIMIT_BYTES / 2 ** 20} MB. Open it in WhatsApp instead.`,
  );

/** The file's name as the browser saves it: a document's own name, else the kind, the day and the type's extension. */
function fileNameOf(message: { kind: string; body: string; createdAt: Date }, contentType: string): string {
  const named = message.body.startsWith(`${DOCUMENT_RECEIVED}: `) ? message.body.slice(DOCUMENT_RECEIVED.length + 2).trim() : "";
  if (named) return named;
  const subtype = contentType.split("/")[1]?.split(/[;+]/)[0] ?? "bin";
  const extension = subtype === "jpeg" ? "jpg" : subtype.replace(/[^a-z0-9]/g, "").slice(0, 8) || "bin";
  return `whatsapp-${message.kind.toLowerCase()}-${message.createdAt.toISOString().slice(0, 10)}.${extension}`;
}

/** The media's short-lived URL and what it is, or why not. */
async function locate(config: WhatsAppConfig, mediaId: string) {
  const address = `${config.graphUrl}/${encodeURIComponent(mediaId)}?phone_number_id=${encodeURIComponent(config.phoneNumberId)}`;
  const response = await fetch(address, {
    headers: { authorization: `Bearer ${config.token}` },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  }).catch((error: Error) => error);
  if (response instanceof Error) return unavailable(`no answer (${response.message})`);
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const info = mediaInfo.safeParse(body);
    return info.success ? info.data : unavailable("its answer had no address for the file");
  }
  const said = graphError.safeParse(body);
  // An id Graph does not know (code 100): Meta's 7 days have passed.
  if (response.status === 400 && said.success && said.data.error.code === 100) return GONE;
  return unavailable(
    `it answered ${response.status}${said.success && said.data.error.message ? ` (${said.data.error.message})` : ""}`,
  );
}

/** Counts the bytes as they pass and stops the stream past the limit (Meta's stated size is not trusted). */
function capped(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > MEDIA_LIMIT_BYTES) controller.error(new Error("The file is larger than the panel passes on."));
        else controller.enqueue(chunk);
      },
    }),
  );
}

/** A received file of a lead's message for a staff member who may work the lead, or why not. */
export async function openWhatsAppMedia(leadId: string, messageId: string, actorId: string): Promise<MediaFile | Failure> {
  const config = whatsappConfig();
  if (!config) return failure(404, "WhatsApp is not set up on this site.");
  const message =
    isRowId(leadId) && isRowId(messageId)
      ? await prisma.whatsAppMessage.findFirst({
          where: { id: messageId, leadId, direction: "IN" },
          select: {
            id: true,
            kind: true,
            body: true,
            mediaId: true,
            createdAt: true,
            lead: { select: { awaitingGuardian: true } },
          },
        })
      : null;
  // An erased message has no media id any more.
  if (!message?.mediaId) return failure(404, "No such file: the message has none, or it was erased.");
  if (message.lead.awaitingGuardian) return failure(409, `${AWAITING_GUARDIAN}: their messages are held until then.`);

  const info = await locate(config, message.mediaId);
  if ("ok" in info) return info;
  const stated = Number(info.file_size);
  if (stated > MEDIA_LIMIT_BYTES) return tooLarge(stated);
  // The URL is Meta's own (https) or, in tests, the stand-in's beside the Graph address: nowhere else gets the token.
  const url = new URL(info.url);
  if (url.protocol !== "https:" && url.origin !== new URL(config.graphUrl).origin)
    return unavailable("the file's address is not Meta's");
  const download = await fetch(url, {
    headers: { authorization: `Bearer ${config.token}` },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  }).catch((error: Error) => error);
  if (download instanceof Error) return unavailable(`no answer (${download.message})`);
  if (!download.ok || !download.body) {
    await download.body?.cancel();
    // The URL lasts 5 minutes; one just fetched that has expired is Meta's trouble, and a retry asks for a new one.
    return unavailable(`the download answered ${download.status}`);
  }
  const length = Number(download.headers.get("content-length") ?? NaN);
  if (length > MEDIA_LIMIT_BYTES) {
    await download.body.cancel();
    return tooLarge(length);
  }
  const type = (info.mime_type ?? download.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  const contentType = /^[a-z0-9.+-]+\/[a-z0-9.+-]+$/.test(type) ? type : "application/octet-stream";
  await recordAudit(prisma, {
    actorId,
    action: "lead.whatsapp-media",
    entityType: "WhatsAppMessage",
    entityId: message.id,
    after: { leadId, kind: message.kind, contentType, bytes: Number.isFinite(length) ? length : stated || null },
  });
  return {
    body: capped(download.body),
    contentType,
    fileName: fileNameOf(message, contentType),
    inline: message.kind === "IMAGE" && INLINE_TYPES.has(contentType),
    size: Number.isFinite(length) ? length : null,
  };
}
