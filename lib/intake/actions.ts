"use server";

import { revalidatePath } from "next/cache";
import { action } from "@/lib/http/action";
import { adminSections } from "@/lib/panel/sections";
import { setDefaultCourse } from "./forms";
import { createPartnerKey, revokePartnerKey } from "./partners/keys";
import { sendGoogleTestLead } from "./test-lead";

const refresh = <T extends { ok: boolean }>(answer: T): T => {
  if (answer.ok) revalidatePath(adminSections.leadSources.href);
  return answer;
};

export const createPartnerKeyAction = action(
  { name: "partner key create", permission: "leads.settings" },
  async ({ caller }, partnerName: unknown, perMinute: unknown) =>
    refresh(await createPartnerKey(caller.userId, { partnerName, perMinute })),
);

export const revokePartnerKeyAction = action(
  { name: "partner key revoke", permission: "leads.settings" },
  async ({ caller }, id: unknown) => refresh(await revokePartnerKey(caller.userId, String(id))),
);

export const setFormCourseAction = action(
  { name: "lead form course", permission: "leads.settings" },
  async (_context, id: unknown, course: unknown) =>
    refresh(await setDefaultCourse(String(id), typeof course === "string" ? course : "")),
);

export const sendTestLeadAction = action({ name: "lead source test", permission: "leads.settings" }, async () =>
  refresh(await sendGoogleTestLead()),
);
