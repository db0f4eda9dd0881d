import type { Metadata } from "next";
import { LeadImport } from "@/components/admin/leads/LeadImport";
import { requireSection } from "@/lib/auth/page";
import { adminSections } from "@/lib/panel/sections";

export const metadata: Metadata = { title: "Import Leads" };

/** Leads from a spreadsheet (admins): upload, match the columns, check, import (lib/leads/import). */
export default async function LeadImportPage() {
  await requireSection("leadImport");
  return (
    <section aria-labelledby="lead-import-title" className="space-y-6">
      <h1 id="lead-import-title" className="text-2xl font-bold text-brand-900">
        Import Leads
      </h1>
      <LeadImport leadListHref={`${adminSections.leads.href}?source=IMPORT`} />
    </section>
  );
}
