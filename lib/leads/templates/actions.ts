"use server";

import { revalidatePath } from "next/cache";
import { action } from "@/lib/http/action";
import { adminSections, leadHref } from "@/lib/panel/sections";
import { createReplyTemplate, deleteReplyTemplate, updateReplyTemplate } from "./commands";
import { sendTemplateEmail } from "./send";

const refreshList = () => revalidatePath(adminSections.replyTemplates.href);

export const addReplyTemplate = action(
  { name: "reply template add", permission: "leads.settings" },
  async ({ caller }, input: unknown) => {
    const answer = await createReplyTemplate(caller, input);
    if (answer.ok) refreshList();
    return answer;
  },
);

export const editReplyTemplate = action(
  { name: "reply template edit", permission: "leads.settings" },
  async ({ caller }, id: string, input: unknown) => {
    const answer = await updateReplyTemplate(caller, String(id), input);
    if (answer.ok) refreshList();
    return answer;
  },
);

export const removeReplyTemplate = action(
  { name: "reply template delete", permission: "leads.settings" },
  async ({ caller }, id: string) => {
    const answer = await deleteReplyTemplate(caller, String(id));
    if (answer.ok) refreshList();
    return answer;
  },
);

/** An e-mail template sent from the lead's page. */
export const sendReplyEmail = action(
  { name: "lead reply e-mail", permission: "leads.work" },
  async ({ caller }, leadId: string, templateId: string) => {
    const answer = await sendTemplateEmail(caller, String(leadId), String(templateId));
    if (answer.ok) revalidatePath(leadHref(String(leadId)));
    return answer;
  },
);
