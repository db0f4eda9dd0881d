import type { Metadata } from "next";
import { DashboardView } from "@/components/admin/dashboard/DashboardView";
import { requireSection } from "@/lib/auth/page";
import { can } from "@/lib/auth/permissions";
import { dashboard } from "@/lib/dashboard/queries";
import { readScope } from "@/lib/dashboard/scope";
import { adminSections, landingFor } from "@/lib/panel/sections";
import { startPageOf } from "@/lib/staff/queries";

export const metadata: Metadata = { title: "Dashboard" };

/** How the enquiries are doing: everyone's for admins, a counsellor's own with the team's beside them. */
export default async function DashboardPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const caller = await requireSection("dashboard");
  const { scope, problem } = readScope(await searchParams);
  const own = can(caller.role, "dashboard.everyone") ? null : caller.userId;
  const [figures, startPage] = await Promise.all([dashboard(scope, own), startPageOf(caller.userId)]);
  return (
    <DashboardView
      figures={figures}
      scope={own ? { ...scope, assignedToId: own } : scope}
      problem={problem}
      // Staff whose usual landing is elsewhere (admins, on College Add) may start here instead.
      startHere={landingFor(caller.role) === adminSections.dashboard.href ? null : startPage === "dashboard"}
    />
  );
}
