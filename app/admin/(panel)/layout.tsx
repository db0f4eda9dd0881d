import { AdminShell } from "@/components/admin/AdminShell";
import { sectionsFor } from "@/components/admin/sections";
import { requireStaffPage } from "@/lib/auth/page";
import { STAFF_ROLES } from "@/lib/auth/roles";

/** Every section of the panel: staff only (each page checks its own roles too). */
export default async function PanelLayout({ children }: { children: React.ReactNode }) {
  const caller = await requireStaffPage(STAFF_ROLES);
  return (
    <AdminShell name={caller.name} role={caller.role} sections={sectionsFor(caller.role)}>
      {children}
    </AdminShell>
  );
}
