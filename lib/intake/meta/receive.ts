/**
 * GET and POST /api/webhooks/meta. GET answers Meta's subscription check (`hub.mode=subscribe`,
 * `hub.verify_token`, `hub.challenge` echoed as text). POST checks `X-Hub-Signature-256` over the raw
 * body (401 and nothing stored when it is missing or wrong), reads the notification (400 naming
 * what is wrong), stores it with its job and answers at once; the job fetches the leads.
 */
import { failure, success, type Outcome } from "@/lib/http/outcome";
import { metaWebhookConfig } from "@/lib/intake/config";
import { storeDelivery } from "@/lib/intake/deliveries";
import { auditRefusedDelivery, parseJson, readWebhookBody } from "@/lib/intake/receive";
import { metaSignatureMatches, sameSecret } from "@/lib/intake/secrets";
import { hasHandledChanges, readNotification } from "./webhook";

const NOT_CONFIGURED = () => failure(404, "Not found.");

export function verifyMetaSubscription(params: URLSearchParams): Outcome | Response {
  const config = metaWebhookConfig();
  if (!config) return NOT_CONFIGURED();
  const challenge = params.get("hub.challenge");
  // Meta's challenge is a number; anything else is not echoed.
  if (params.get("hub.mode") !== "subscribe" || !challenge || !/^[\w-]{1,200}$/.test(challenge)) {
    return failure(400, "Expected hub.mode=subscribe with hub.verify_token and hub.challenge.");
  }
  if (!sameSecret(params.get("hub.verify_token") ?? "", config.verifyToken))
    return failure(403, "The verify token does not match.");
  return new Response(challenge, { status: 200, headers: { "content-type": "text/plain; charset=utf-8" } });
}

export async function receiveMetaWebhook(request: Request, ip: string): Promise<Outcome> {
  const config = metaWebhookConfig();
  if (!config) return NOT_CONFIGURED();
  const body = await readWebhookBody(request);
  if (!body.ok) return body;
  if (!metaSignatureMatches(body.bytes, request.headers.get("x-hub-signature-256"), config.appSecret)) {
    await auditRefusedDelivery("meta", request.headers.has("x-hub-signature-256") ? "wrong signature" : "no signature", ip);
    return failure(401, "The X-Hub-Signature-256 header is missing or does not match the body.");
  }
  const json = parseJson(body.text);
  if (!json.ok) return json;
  const notification = readNotification(json.value);
  if (!notification.ok) return failure(400, `The notification cannot be read: ${notification.problem}`);
  if (!hasHandledChanges(notification.value)) return success("Nothing here for this site.");
  const delivery = await storeDelivery("meta", body.text);
  return success(delivery.fresh ? "Received." : "Received before.");
}
