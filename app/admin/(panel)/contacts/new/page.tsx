import type { Metadata } from "next";
import Link from "next/link";
import { AddLeadForm } from "@/components/admin/leads/AddLeadForm";
import { requireStaffPage } from "@/lib/auth/page";
import { adminSections } from "@/lib/panel/sections";

export const metadata: Metadata = { title: "Add lead" };

/** A lead for someone who walked in or phoned, typed by staff (lib/leads/staff-entry.ts). */
export default async function AddLeadPage() {
  await requireStaffPage(adminSections.leads.permission, `${adminSections.leads.href}/new`);
  return (
    <section aria-labelledby="add-lead-title" className="space-y-4">
      <Link href={adminSections.leads.href} className="text-sm font-semibold text-brand-800 underline">
        Back to the Contact List
      </Link>
      <h1 id="add-lead-title" className="text-2xl font-bold text-brand-900">
        Add lead
      </h1>
      <p className="text-slate-700">
        For someone who walked in or phoned. They are assigned, checked for repeats and sent the usual e-mails as a form&apos;s
        enquiry is.
      </p>
      <AddLeadForm />
    </section>
  );
}
