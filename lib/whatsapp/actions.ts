"use server";

import { action } from "@/lib/http/action";
import { sendWhatsApp } from "./send";

/** A WhatsApp message from the lead's page: free text, a mapped template or the brochure (lib/whatsapp/send.ts). */
export const sendWhatsAppAction = action(
  { name: "lead whatsapp send", permission: "leads.work" },
  async ({ caller }, leadId: string, input: unknown) => sendWhatsApp(caller, String(leadId), input),
);
