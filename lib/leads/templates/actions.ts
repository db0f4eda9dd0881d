"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { action } from "@/lib/http/action";
import { formValues, recordId } from "@/lib/http/action-args";
import { adminSections, leadHref } from "@/lib/panel/sections";
import { createReplyTemplate, deleteReplyTemplate, updateReplyTemplate } from "./commands";
import { sendTemplateEmail } from "./send";

const refreshList = () => revalidatePath(adminSections.replyTemplates.href);

export const addReplyTemplate = action(
  { name: "reply template add", permission: "leads.settings", args: z.tuple([formValues]) },
  async ({ caller }, input) => {
    const answer = await createReplyTemplate(caller, input);
    if (answer.ok) refreshList();
    return answer;
  },
);

export const editReplyTemplate = action(
  { name: "reply template edit", permission: "leads.settings", args: z.tuple([recordId, formValues]) },
  async ({ caller }, id, input) => {
    const answer = await updateReplyTemplate(caller, id, input);
    if (answer.ok) refreshList();
    return answer;
  },
);

export const removeReplyTemplate = action(
  { name: "reply template delete", permission: "leads.settings", args: z.tuple([recordId]) },
  async ({ caller }, id) => {
    const answer = await deleteReplyTemplate(caller, id);
    if (answer.ok) refreshList();
    return answer;
  },
);

/** An e-mail template sent from the lead's page. */
export const sendReplyEmail = action(
  { name: "lead reply e-mail", permission: "leads.work", args: z.tuple([recordId, recordId]) },
  async ({ caller }, leadId, templateId) => {
    const answer = await sendTemplateEmail(caller, leadId, templateId);
    if (answer.ok) revalidatePath(leadHref(leadId));
    return answer;
  },
);
