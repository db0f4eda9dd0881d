import { AdminShell } from "@/components/admin/AdminShell";
import { requireStaffPage } from "@/lib/auth/page";
import { sectionsFor } from "@/lib/panel/sections";

/** Every section of the panel: staff only (each page checks its own permission too). */
export default async function PanelLayout({ children }: { children: React.ReactNode }) {
  const caller = await requireStaffPage("panel.enter");
  return (
    <AdminShell name={caller.name} role={caller.role} sections={sectionsFor(caller.role)}>
      {children}
    </AdminShell>
  );
}
