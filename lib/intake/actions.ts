"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";
import { action } from "@/lib/http/action";
import { noArgs, recordId, text } from "@/lib/http/action-args";
import { adminSections } from "@/lib/panel/sections";
import { addMetaForm, setDefaultCourse } from "./forms";
import { createPartnerKey, revokePartnerKey } from "./partners/keys";
import { sendGoogleTestLead, sendMetaTestLead, sendPartnerTestLead } from "./test-lead";

const refresh = <T extends { ok: boolean }>(answer: T): T => {
  if (answer.ok) revalidatePath(adminSections.leadSources.href);
  return answer;
};

export const createPartnerKeyAction = action(
  // The command names what is wrong with either value, beside its field.
  { name: "partner key create", permission: "leads.settings", args: z.tuple([z.unknown(), z.unknown()]) },
  async ({ caller }, partnerName, perMinute) => refresh(await createPartnerKey(caller.userId, { partnerName, perMinute })),
);

export const revokePartnerKeyAction = action(
  { name: "partner key revoke", permission: "leads.settings", args: z.tuple([recordId]) },
  async ({ caller }, id) => refresh(await revokePartnerKey(caller.userId, id)),
);

export const setFormCourseAction = action(
  { name: "lead form course", permission: "leads.settings", args: z.tuple([recordId, text]) },
  async (_context, id, course) => refresh(await setDefaultCourse(id, course)),
);

export const addMetaFormAction = action(
  { name: "lead form add meta", permission: "leads.settings", args: z.tuple([text]) },
  async (_context, formId) => refresh(await addMetaForm(formId)),
);

export const sendTestLeadAction = action({ name: "lead source test", permission: "leads.settings", args: noArgs }, async () =>
  refresh(await sendGoogleTestLead()),
);

export const sendMetaTestLeadAction = action(
  { name: "lead source test meta", permission: "leads.settings", args: z.tuple([recordId]) },
  async (_context, formRowId) => sendMetaTestLead(formRowId),
);

export const sendPartnerTestLeadAction = action(
  { name: "lead source test partner", permission: "leads.settings", args: z.tuple([recordId]) },
  async (_context, keyId) => refresh(await sendPartnerTestLead(keyId)),
);
