/**
 * The WhatsApp Business Cloud API's settings: the access token and the business number's id, with
 * the Graph address shared with lead ads. Unset, the lead's page keeps its wa.me links and the
 * webhook ignores WhatsApp changes.
 */
import { env } from "@/lib/env";

export type WhatsAppConfig = { token: string; phoneNumberId: string; graphUrl: string };

export function whatsappConfig(): WhatsAppConfig | null {
  const { WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID, META_GRAPH_URL } = env();
  if (!WHATSAPP_TOKEN || !WHATSAPP_PHONE_NUMBER_ID) return null;
  return { token: WHATSAPP_TOKEN, phoneNumberId: WHATSAPP_PHONE_NUMBER_ID, graphUrl: META_GRAPH_URL.replace(/\/$/, "") };
}
