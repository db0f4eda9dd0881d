/**
 * An in-process stand-in of the WhatsApp Business Cloud API, following its published contract
 * (https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages): `POST
 * /{version}/{phone-number-id}/messages` with the token as a Bearer header and `messaging_product:
 * "whatsapp"`, `to` and a `text`, `template` or `document` message, answered `{ messaging_product,
 * contacts: [{ input, wa_id }], messages: [{ id: "wamid…" }] }`; errors as Graph's `{ error: {
 * message, type, code, error_data: { details } } }`. `answers` queues statuses for the next sends
 * (429 answers Meta's throughput limit, 130429; 500 its own trouble). It also posts Meta's webhook
 * notifications to the site, signed with the app secret: statuses of its messages (delivered,
 * read) and messages the person writes. `beforeAnswer`, when set, runs after a send is accepted and
 * before its answer (a status webhook that overtakes the answer, as Meta's may).
 *
 * Media (https://developers.facebook.com/docs/whatsapp/cloud-api/reference/media): `GET
 * /{version}/{media-id}` with the token answers `{ messaging_product, url, mime_type, sha256,
 * file_size, id }`, an unknown or expired id Graph's 400 (code 100); the `url` is short-lived (5
 * minutes: `ext` is its expiry) and downloads the bytes with the same Bearer token (401 without it,
 * 404 once expired). `addMedia` keeps a file the person "sent".
 *
 * For a browser test run as a separate process, `/_stand-in/requests`, `/_stand-in/status` and
 * `/_stand-in/inbound` (a text, or `media` with its bytes in base64) do the same over HTTP.
 */
import { createHash, createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { metaSignature } from "@/lib/intake/secrets";

export const CLOUD_VERSION = "v26.0";

export type CloudRequest = {
  messaging_product: string;
  to: string;
  type: string;
  text?: { body: string };
  template?: {
    name: string;
    language: { code: string };
    components?: { type: string; parameters: { type: string; text: string }[] }[];
  };
  document?: { link: string; filename?: string };
  /** Meta's id the stand-in gave it. */
  id: string;
  /** When it arrived (ms since the epoch), to measure the pace of sends. */
  receivedAt: number;
};

type Options = {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  webhookUrl?: string;
  port?: number;
  /** The rest of the Graph API on the same address (lead ads' stand-in, lib/testing/graph-api.ts), for requests not the Cloud API's. */
  otherGraph?: (request: IncomingMessage, response: ServerResponse) => Promise<void>;
};

const graphError = (code: number, message: string, details: string) => ({
  error: { message, type: "OAuthException", code, error_data: { messaging_product: "whatsapp", details }, fbtrace_id: "AbCdEf" },
});

/** Meta's `whatsapp_business_account` notification carrying one `messages` change value, and its signature header. */
export function whatsappNotification(appSecret: string, phoneNumberId: string, value: object) {
  const body = JSON.stringify({
    object: "whatsapp_business_account",
    entry: [
      {
        id: "102290129340398",
        changes: [
          {
            field: "messages",
            value: {
              messaging_product: "whatsapp",
              metadata: { display_phone_number: "15550783881", phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  });
  return { body, signature: metaSignature(body, appSecret) };
}

const seconds = () => String(Math.floor(Date.now() / 1000));

/** A text message the person writes, as Meta's webhook carries it. */
export const inboundValue = (
  from: string,
  text: string,
  name = "Asha Verma",
  id = `wamid.${randomBytes(12).toString("hex")}`,
) => ({
  contacts: [{ profile: { name }, wa_id: from }],
  messages: [{ from, id, timestamp: seconds(), type: "text", text: { body: text } }],
});

/** An image or document the person sends, as Meta's webhook carries it (the bytes stay with the stand-in's media). */
export const mediaValue = (
  from: string,
  media: { type: "image" | "document"; id: string; mimeType: string; filename?: string; caption?: string },
  name = "Asha Verma",
) => ({
  contacts: [{ profile: { name }, wa_id: from }],
  messages: [
    {
      from,
      id: `wamid.${randomBytes(12).toString("hex")}`,
      timestamp: seconds(),
      type: media.type,
      [media.type]: {
        id: media.id,
        mime_type: media.mimeType,
        sha256: "",
        ...(media.filename ? { filename: media.filename } : {}),
        ...(media.caption ? { caption: media.caption } : {}),
      },
    },
  ],
});

/** A status of one of the business's messages, as Meta's webhook carries it. */
export const statusValue = (id: string, status: "sent" | "delivered" | "read" | "failed", recipient: string) => ({
  statuses: [
    {
      id,
      status,
      timestamp: seconds(),
      recipient_id: recipient,
      ...(status === "failed"
        ? {
            errors: [
              {
                code: 131047,
                title: "Re-engagement message",
                error_data: {
                  details:
                    "Message failed to send because more than 24 hours have passed since the customer last replied to this number.",
                },
              },
            ],
          }
        : {}),
    },
  ],
});

function readJson(request: IncomingMessage): Promise<unknown> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")));
      } catch {
        resolve(null);
      }
    });
  });
}

/** What Meta refuses as an invalid parameter (code 100), or null for a well-formed send. */
function malformed(body: Partial<CloudRequest> | null): string | null {
  if (!body || body.messaging_product !== "whatsapp") return "messaging_product must be whatsapp";
  if (typeof body.to !== "string" || !/^\+?\d{6,20}$/.test(body.to)) return "to must be a phone number";
  if (body.type === "text")
    return typeof body.text?.body === "string" && body.text.body.length > 0 ? null : "text.body is required";
  if (body.type === "template")
    return typeof body.template?.name === "string" && typeof body.template.language?.code === "string"
      ? null
      : "template.name and template.language.code are required";
  if (body.type === "document")
    return typeof body.document?.link === "string" ? null : "document.link or document.id is required";
  return `Unsupported message type ${String(body.type)}`;
}

/** The Meta app and WhatsApp number the integration tests give the site and the stand-in alike. */
export const TEST_WHATSAPP = {
  appSecret: "meta-app-secret-for-the-tests-01",
  token: "whatsapp-token-for-the-tests-0001",
  phoneNumberId: "106540352242922",
} as const;

/**
 * The stand-in with the site's Meta and WhatsApp settings pointed at it. lib/env reads them on
 * first use: call this before anything in the test file has.
 */
export async function startConfiguredWhatsAppStandIn() {
  const cloud = await startWhatsAppCloudStandIn(TEST_WHATSAPP);
  Object.assign(process.env, {
    META_APP_SECRET: TEST_WHATSAPP.appSecret,
    META_VERIFY_TOKEN: "meta-verify-token-for-the-tests",
    META_GRAPH_URL: cloud.url,
    WHATSAPP_TOKEN: TEST_WHATSAPP.token,
    WHATSAPP_PHONE_NUMBER_ID: TEST_WHATSAPP.phoneNumberId,
  });
  return cloud;
}

/** Media URLs last 5 minutes, as Meta's. */
const MEDIA_URL_MS = 5 * 60 * 1000;

export async function startWhatsAppCloudStandIn(options: Options) {
  const requests: CloudRequest[] = [];
  /** Statuses the next sends answer with, first to last (then 200 again). */
  const answers: number[] = [];
  const hooks: { beforeAnswer?: (accepted: CloudRequest) => Promise<void> } = {};
  const media = new Map<string, { bytes: Buffer; mimeType: string }>();
  /** Requests for a media URL and downloads, in order (what the site asked for). */
  const mediaRequests: { kind: "url" | "download"; id: string }[] = [];
  /** Media ids whose next URL request answers this status (Meta's trouble), once. */
  const mediaFaults = new Map<string, number>();
  /** Media ids whose size Meta understates: a small file_size, and the download without a length. */
  const understated = new Set<string>();
  const urlSecret = randomBytes(16);
  const urlHash = (id: string, expiry: string) => createHmac("sha256", urlSecret).update(`${id}:${expiry}`).digest("hex");

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json; charset=UTF-8" });
    response.end(JSON.stringify(body));
  };

  async function notify(value: object): Promise<number> {
    if (!options.webhookUrl) throw new Error("The stand-in was started without the site's webhook address.");
    const { body, signature } = whatsappNotification(options.appSecret, options.phoneNumberId, value);
    const response = await fetch(options.webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "x-hub-signature-256": signature },
      body,
    });
    return response.status;
  }

  const recipientOf = (id: string) => requests.find((request) => request.id === id)?.to ?? "";

  const server: Server = createServer(async (request, response) => {
    const arrived = Date.now();
    const url = new URL(request.url ?? "/", "http://localhost");
    const parts = url.pathname.split("/").filter(Boolean);
    if (parts[0] === "_stand-in") {
      if (request.method === "GET" && parts[1] === "requests") return send(response, 200, requests);
      const body = (await readJson(request)) as {
        id?: string;
        status?: "delivered";
        from?: string;
        text?: string;
        name?: string;
        media?: { type: "image" | "document"; id: string; mimeType: string; filename?: string; base64: string };
      } | null;
      if (parts[1] === "inbound" && body?.from && body.media) {
        media.set(body.media.id, { bytes: Buffer.from(body.media.base64, "base64"), mimeType: body.media.mimeType });
        return send(response, 200, { site: await notify(mediaValue(body.from, body.media, body.name)) });
      }
      if (parts[1] === "status" && body?.id && body.status)
        return send(response, 200, { site: await notify(statusValue(body.id, body.status, recipientOf(body.id))) });
      if (parts[1] === "inbound" && body?.from && body.text)
        return send(response, 200, { site: await notify(inboundValue(body.from, body.text, body.name)) });
      return send(response, 404, {});
    }
    const messages = request.method === "POST" && parts.length === 3 && parts[0] === CLOUD_VERSION && parts[2] === "messages";
    // A GET is media, unless another Graph stand-in shares the address and the id is none of ours.
    const ownMedia = parts.join("/") === "whatsapp_business/attachments" || media.has(parts[1] ?? "");
    if (request.method === "GET" && (ownMedia || !options.otherGraph)) return serveMedia(url, parts, request, response);
    if (!messages && options.otherGraph) return options.otherGraph(request, response);
    if (!messages) return send(response, 400, graphError(100, "Unsupported post request.", "Unknown path"));
    if (request.headers.authorization !== `Bearer ${options.token}`)
      return send(response, 401, graphError(190, "Invalid OAuth access token - Cannot parse access token", "Invalid token"));
    if (parts[1] !== options.phoneNumberId)
      return send(response, 400, graphError(100, "Unsupported post request.", "Unknown phone number id"));
    const body = (await readJson(request)) as Partial<CloudRequest> | null;
    const problem = malformed(body);
    if (problem) return send(response, 400, graphError(100, "(#100) Invalid parameter", problem));
    const answer = answers.shift() ?? 200;
    if (answer === 429)
      return send(
        response,
        429,
        graphError(130429, "(#130429) Rate limit hit", "Cloud API message throughput has been reached."),
      );
    if (answer >= 500) return send(response, answer, graphError(131000, "Something went wrong", "Unknown error"));
    const id = `wamid.${randomBytes(16).toString("hex")}`;
    const accepted = { ...(body as CloudRequest), id, receivedAt: arrived };
    requests.push(accepted);
    await hooks.beforeAnswer?.(accepted);
    return send(response, 200, {
      messaging_product: "whatsapp",
      contacts: [{ input: body!.to, wa_id: body!.to!.replace(/^\+/, "") }],
      messages: [{ id, ...(body!.type === "template" ? { message_status: "accepted" } : {}) }],
    });
  });

  function serveMedia(url: URL, parts: string[], request: IncomingMessage, response: ServerResponse) {
    if (request.headers.authorization !== `Bearer ${options.token}`)
      return send(response, 401, graphError(190, "Invalid OAuth access token - Cannot parse access token", "Invalid token"));
    // The download: the short-lived URL, with the token.
    if (parts.join("/") === "whatsapp_business/attachments") {
      const id = url.searchParams.get("mid") ?? "";
      const expiry = url.searchParams.get("ext") ?? "";
      mediaRequests.push({ kind: "download", id });
      const file = media.get(id);
      if (!file || url.searchParams.get("hash") !== urlHash(id, expiry) || Number(expiry) * 1000 < Date.now()) {
        response.writeHead(404, { "content-type": "text/plain" });
        return response.end("Not found");
      }
      if (understated.has(id)) response.writeHead(200, { "content-type": file.mimeType });
      else response.writeHead(200, { "content-type": file.mimeType, "content-length": String(file.bytes.byteLength) });
      return response.end(file.bytes);
    }
    // The media's URL and what it is.
    const id = parts[1] ?? "";
    const phoneNumberId = url.searchParams.get("phone_number_id");
    if (parts.length !== 2 || parts[0] !== CLOUD_VERSION)
      return send(response, 400, graphError(100, "Unsupported get request.", "Unknown path"));
    mediaRequests.push({ kind: "url", id });
    const fault = mediaFaults.get(id);
    if (fault) {
      mediaFaults.delete(id);
      return send(
        response,
        fault,
        graphError(2, "An unexpected error has occurred. Please retry your request later.", "Service temporarily unavailable"),
      );
    }
    const file = media.get(id);
    if (!file || (phoneNumberId !== null && phoneNumberId !== options.phoneNumberId))
      return send(
        response,
        400,
        graphError(
          100,
          `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
          "Unknown media id",
        ),
      );
    const expiry = String(Math.floor((Date.now() + MEDIA_URL_MS) / 1000));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return send(response, 200, {
      messaging_product: "whatsapp",
      url: `${origin}/whatsapp_business/attachments/?mid=${id}&ext=${expiry}&hash=${urlHash(id, expiry)}`,
      mime_type: file.mimeType,
      sha256: createHash("sha256").update(file.bytes).digest("hex"),
      file_size: understated.has(id) ? "1024" : String(file.bytes.byteLength),
      id,
    });
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/${CLOUD_VERSION}`,
    requests,
    answers,
    hooks,
    mediaRequests,
    /** Keeps a file the person sent, under its media id. */
    addMedia: (id: string, bytes: Buffer, mimeType: string) => void media.set(id, { bytes, mimeType }),
    /** The next request for this media's URL answers `status` with Graph's error, as Meta's servers sometimes do. */
    failMedia: (id: string, status: number) => void mediaFaults.set(id, status),
    /** Meta states this media's size as 1 KB and sends it without a length. */
    understateMedia: (id: string) => void understated.add(id),
    /** Forgets a media id, as Meta does 7 days after the webhook. */
    expireMedia: (id: string) => void media.delete(id),
    /** Posts a status of a message the stand-in accepted to the site; the site's answer status. */
    status: (id: string, status: "sent" | "delivered" | "read" | "failed") => notify(statusValue(id, status, recipientOf(id))),
    /** Posts a message the person writes to the site; the site's answer status. */
    inbound: (from: string, text: string, name?: string) => notify(inboundValue(from, text, name)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
