"use server";

import { z } from "zod";
import { action } from "@/lib/http/action";
import { formValues, recordId } from "@/lib/http/action-args";
import { sendWhatsApp } from "./send";

/** A WhatsApp message from the lead's page: free text, a mapped template or the brochure (lib/whatsapp/send.ts). */
export const sendWhatsAppAction = action(
  { name: "lead whatsapp send", permission: "leads.work", args: z.tuple([recordId, formValues]) },
  async ({ caller }, leadId, input) => sendWhatsApp(caller, leadId, input),
);
