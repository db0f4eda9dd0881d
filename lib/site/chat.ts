import { site } from "@/content/site";
import { env } from "@/lib/env";

/** A WhatsApp chat with the counselling number, the greeting already typed (opens in a new tab). */
export function chatLink(greeting: string = site.chatGreeting): string {
  return `https://wa.me/${env().WHATSAPP_NUMBER}?text=${encodeURIComponent(greeting)}`;
}
