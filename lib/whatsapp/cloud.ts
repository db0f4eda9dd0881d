/**
 * A thin client of the Cloud API's messages endpoint
 * (https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages):
 * `POST {graph}/{phone-number-id}/messages` with the token as a Bearer header and
 * `messaging_product: "whatsapp"`; it answers `{ messages: [{ id: "wamid…" }] }`, or Graph's
 * `{ error: { message, code, error_data: { details } } }`.
 */
import { z } from "zod";
import type { WhatsAppConfig } from "./config";

export type OutgoingMessage =
  | { kind: "TEXT"; body: string }
  | { kind: "TEMPLATE"; name: string; language: string; params: string[] }
  | { kind: "DOCUMENT"; link: string; filename: string; caption: string };

/** The request body Meta documents for each kind; `to` is the number in international form, digits only. */
export function messageRequest(to: string, message: OutgoingMessage): object {
  const base = { messaging_product: "whatsapp", recipient_type: "individual", to };
  switch (message.kind) {
    case "TEXT":
      return { ...base, type: "text", text: { preview_url: false, body: message.body } };
    case "TEMPLATE":
      return {
        ...base,
        type: "template",
        template: {
          name: message.name,
          language: { code: message.language },
          components: message.params.length
            ? [{ type: "body", parameters: message.params.map((text) => ({ type: "text", text })) }]
            : [],
        },
      };
    case "DOCUMENT":
      return {
        ...base,
        type: "document",
        document: { link: message.link, filename: message.filename, caption: message.caption },
      };
  }
}

/** Meta's codes of a send to try again later: throughput, pair-rate and spam-rate limits, and its own trouble. */
const RETRY_CODES = new Set([4, 80007, 130429, 131048, 131056, 1, 2, 131000, 131016]);

export class CloudApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: number | null,
  ) {
    super(message);
    this.name = "CloudApiError";
  }

  /** A rate limit, the API's own failure or no answer at all: worth another try; anything else is final. */
  get retryable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500 || (this.code !== null && RETRY_CODES.has(this.code));
  }
}

const accepted = z.object({ messages: z.array(z.object({ id: z.string().min(1) })).min(1) });
const graphError = z.object({
  error: z.object({
    message: z.string().optional(),
    code: z.number().optional(),
    error_data: z.object({ details: z.string().optional() }).optional(),
  }),
});

const TIMEOUT_MS = 15_000;

/** Sends one message; Meta's id for it, or a CloudApiError with what Meta said. */
export async function sendCloudMessage(config: WhatsAppConfig, to: string, message: OutgoingMessage): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`${config.graphUrl}/${config.phoneNumberId}/messages`, {
      method: "POST",
      headers: { authorization: `Bearer ${config.token}`, "content-type": "application/json" },
      body: JSON.stringify(messageRequest(to, message)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new CloudApiError(`The Cloud API did not answer: ${error instanceof Error ? error.message : String(error)}`, 0, null);
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const parsed = accepted.safeParse(body);
    if (parsed.success) return parsed.data.messages[0]!.id;
    throw new CloudApiError("The Cloud API answered without a message id.", 502, null);
  }
  const said = graphError.safeParse(body);
  const error = said.success ? said.data.error : undefined;
  const words = [error?.message ?? response.statusText, error?.error_data?.details].filter(Boolean).join(": ");
  throw new CloudApiError(
    `WhatsApp answered ${response.status}${error?.code ? ` (${error.code})` : ""}: ${words}`,
    response.status,
    error?.code ?? null,
  );
}
