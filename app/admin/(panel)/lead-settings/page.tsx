import type { Metadata } from "next";
import { LeadSettings } from "@/components/admin/leads/LeadSettings";
import { requireSection } from "@/lib/auth/page";
import { listRules, rotationMembers, waitAlertMinutes } from "@/lib/leads/settings";
import { listTeams } from "@/lib/leads/teams";

export const metadata: Metadata = { title: "Lead Settings" };

/** How new leads flow (admins): the waiting threshold, the teams, who is on duty and the rules that send leads to a team first. */
export default async function LeadSettingsPage() {
  await requireSection("leadSettings");
  const [minutes, members, rules, teams] = await Promise.all([waitAlertMinutes(), rotationMembers(), listRules(), listTeams()]);
  return (
    <section aria-labelledby="lead-settings-title" className="space-y-6">
      <h1 id="lead-settings-title" className="text-2xl font-bold text-brand-900">
        Lead Settings
      </h1>
      <LeadSettings waitAlertMinutes={minutes} members={members} rules={rules} teams={teams} />
    </section>
  );
}
