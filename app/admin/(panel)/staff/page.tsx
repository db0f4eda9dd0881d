import type { Metadata } from "next";
import { SecondFactorRule } from "@/components/admin/SecondFactorRule";
import { StaffManager } from "@/components/admin/StaffManager";
import { requireSection } from "@/lib/auth/page";
import { activeTeams } from "@/lib/leads/teams";
import { listStaff } from "@/lib/staff/queries";
import { secondFactorRequiredOfAll } from "@/lib/staff/second-factor";

export const metadata: Metadata = { title: "Staff" };

/** Counsellors and admins: add, disable or re-enable, reset a password, a counsellor's team; the two-step log-in rule. Admins only. */
export default async function StaffPage() {
  const caller = await requireSection("staff");
  const [staff, secondFactorRequired, teams] = await Promise.all([listStaff(), secondFactorRequiredOfAll(), activeTeams()]);
  return (
    <section aria-labelledby="staff-title" className="space-y-6">
      <h1 id="staff-title" className="text-2xl font-bold text-brand-900">
        Staff
      </h1>
      <SecondFactorRule required={secondFactorRequired} />
      <StaffManager
        you={caller.userId}
        teams={teams}
        staff={staff.map((member) => ({
          id: member.id,
          name: member.name,
          username: member.username ?? "",
          email: member.email,
          role: member.role,
          onDuty: member.onDuty,
          disabled: member.disabledAt !== null,
          lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
          secondFactorSetUp: member.totpEnabledAt !== null,
          teamId: member.teamId,
        }))}
      />
    </section>
  );
}
