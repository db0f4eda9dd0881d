"use server";

// The Privacy Settings and Data Breaches pages' doors (admins).
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { action } from "@/lib/http/action";
import { formValues, recordId } from "@/lib/http/action-args";
import { adminSections } from "@/lib/panel/sections";
import { breachAudienceSchema, recordBreach, sendBreachNotices } from "./breach/breaches";
import { setPrivacySettings } from "./settings";

/** The Privacy Settings page's save (admins): every period at once, each checked on the server. */
export const setPrivacySettingsAction = action(
  { name: "privacy settings", permission: "privacy.manage", args: z.tuple([formValues]) },
  async ({ caller }, values) => {
    const answer = await setPrivacySettings(caller, values);
    if (answer.ok) revalidatePath(adminSections.privacySettings.href);
    return answer;
  },
);

export const recordBreachAction = action(
  { name: "breach record", permission: "privacy.manage", args: z.tuple([formValues]) },
  async ({ caller }, values) => {
    const answer = await recordBreach(caller, values);
    if (answer.ok) revalidatePath(adminSections.breaches.href);
    return answer;
  },
);

export const sendBreachNoticesAction = action(
  { name: "breach notices", permission: "privacy.manage", args: z.tuple([recordId, breachAudienceSchema]) },
  async ({ caller }, breachId, audience) => {
    const answer = await sendBreachNotices(caller, breachId, audience);
    if (answer.ok) revalidatePath(adminSections.breaches.href);
    return answer;
  },
);
