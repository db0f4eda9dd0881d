"use server";

// The Privacy Settings and Data Breaches pages' doors (admins).
import { revalidatePath } from "next/cache";
import { action } from "@/lib/http/action";
import { adminSections } from "@/lib/panel/sections";
import { recordBreach, sendBreachNotices, type BreachAudience } from "./breach/breaches";
import { setPrivacySettings } from "./settings";

/** The Privacy Settings page's save (admins): every period at once, each checked on the server. */
export const setPrivacySettingsAction = action(
  { name: "privacy settings", permission: "privacy.manage" },
  async ({ caller }, values: unknown) => {
    const answer = await setPrivacySettings(caller, values);
    if (answer.ok) revalidatePath(adminSections.privacySettings.href);
    return answer;
  },
);

export const recordBreachAction = action(
  { name: "breach record", permission: "privacy.manage" },
  async ({ caller }, values: unknown) => {
    const answer = await recordBreach(caller, values);
    if (answer.ok) revalidatePath(adminSections.breaches.href);
    return answer;
  },
);

export const sendBreachNoticesAction = action(
  { name: "breach notices", permission: "privacy.manage" },
  async ({ caller }, breachId: string, audience: BreachAudience) => {
    const answer = await sendBreachNotices(caller, String(breachId), audience);
    if (answer.ok) revalidatePath(adminSections.breaches.href);
    return answer;
  },
);
