import type { Metadata } from "next";
import { PrivacySettingsForm } from "@/components/admin/privacy/PrivacySettingsForm";
import { requireSection } from "@/lib/auth/page";
import { privacySettings } from "@/lib/privacy/settings";

export const metadata: Metadata = { title: "Privacy Settings" };

/** How long each kind of personal data is kept, and the erasure deadline (admins). */
export default async function PrivacySettingsPage() {
  await requireSection("privacySettings");
  const settings = await privacySettings();
  return (
    <section aria-labelledby="privacy-settings-title" className="space-y-6">
      <h1 id="privacy-settings-title" className="text-2xl font-bold text-brand-900">
        Privacy Settings
      </h1>
      <PrivacySettingsForm settings={settings} />
    </section>
  );
}
