import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { FirstAdminForm } from "@/components/admin/FirstAdminForm";
import { StaffLoginForm } from "@/components/admin/StaffLoginForm";
import { isFirstAdminToken } from "@/lib/staff/first-admin";
import { currentCaller } from "@/lib/auth/caller";
import { isStaffRole } from "@/lib/auth/permissions";
import { landingFor } from "@/lib/panel/sections";
import { startPageOf } from "@/lib/staff/queries";
import { safeReturnPath } from "@/lib/panel/return-path";

export const metadata: Metadata = { title: "Log in" };

/** /admin: the staff login screen, or, for signed-in staff, their landing section. */
export default async function AdminLoginPage({ searchParams }: { searchParams: Promise<{ next?: string; setup?: string }> }) {
  const { next, setup } = await searchParams;
  // The first admin's one-time link (lib/staff/first-admin.ts), while it is unused.
  if (isFirstAdminToken(setup))
    return (
      <main className="flex min-h-screen items-center justify-center px-4 py-12">
        <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-md sm:p-8">
          <h1 className="text-2xl font-bold text-brand-900">Create the first admin</h1>
          <p className="mt-1 text-sm text-slate-600">
            This link works once. After this, log in and set up your authenticator app; then add your colleagues under Staff.
          </p>
          <FirstAdminForm token={setup!} />
        </div>
      </main>
    );
  const caller = await currentCaller();
  if (caller && isStaffRole(caller.role))
    redirect(safeReturnPath(next) ?? landingFor(caller.role, await startPageOf(caller.userId)));
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-md sm:p-8">
        <h1 className="text-2xl font-bold text-brand-900">Staff log in</h1>
        <p className="mt-1 text-sm text-slate-600">Disha Education &amp; Careers admin panel</p>
        <StaffLoginForm next={safeReturnPath(next) ?? undefined} />
      </div>
    </main>
  );
}
