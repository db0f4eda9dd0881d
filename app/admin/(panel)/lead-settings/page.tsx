import type { Metadata } from "next";
import { LeadSettings } from "@/components/admin/leads/LeadSettings";
import { requireSection } from "@/lib/auth/page";
import { listRules, rotationMembers, waitAlertMinutes } from "@/lib/leads/settings";

export const metadata: Metadata = { title: "Lead Settings" };

/** How new leads flow (admins): the waiting threshold, the counsellors' teams and the rules that send leads to a team first. */
export default async function LeadSettingsPage() {
  await requireSection("leadSettings");
  const [minutes, members, rules] = await Promise.all([waitAlertMinutes(), rotationMembers(), listRules()]);
  return (
    <section aria-labelledby="lead-settings-title" className="space-y-6">
      <h1 id="lead-settings-title" className="text-2xl font-bold text-brand-900">
        Lead Settings
      </h1>
      <LeadSettings waitAlertMinutes={minutes} members={members} rules={rules} />
    </section>
  );
}
