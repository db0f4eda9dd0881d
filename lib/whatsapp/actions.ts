"use server";

import { z } from "zod";
import { action } from "@/lib/http/action";
import { flag, formValues, recordId } from "@/lib/http/action-args";
import { bulkTargetSchema } from "@/lib/leads/bulk";
import { bulkWhatsApp } from "./bulk";
import { sendWhatsApp } from "./send";

/** A WhatsApp message from the lead's page: free text, a mapped template or the brochure (lib/whatsapp/send.ts). */
export const sendWhatsAppAction = action(
  { name: "lead whatsapp send", permission: "leads.work", args: z.tuple([recordId, formValues]) },
  async ({ caller }, leadId, input) => sendWhatsApp(caller, leadId, input),
);

/** A mapped template to the Contact List's selection: the counts first (`send` false), then the send (lib/whatsapp/bulk.ts). */
export const bulkWhatsAppAction = action(
  { name: "whatsapp bulk send", permission: "whatsapp.bulk", args: z.tuple([bulkTargetSchema, recordId, flag]) },
  async ({ caller }, target, templateId, send) => bulkWhatsApp(caller, target, templateId, { send }),
);
