import type { Metadata } from "next";
import { ChangePasswordForm } from "@/components/admin/ChangePasswordForm";
import { requireStaffPage } from "@/lib/auth/page";

export const metadata: Metadata = { title: "Password" };

/** Every staff member's own password. */
export default async function PasswordPage() {
  await requireStaffPage("panel.enter", "/admin/password");
  return (
    <section aria-labelledby="password-title" className="space-y-4">
      <h1 id="password-title" className="text-2xl font-bold text-brand-900">
        Change your password
      </h1>
      <ChangePasswordForm />
    </section>
  );
}
