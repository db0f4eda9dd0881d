import type { Metadata } from "next";
import { AccountPage } from "@/components/auth/AccountPage";

export const metadata: Metadata = { title: "Choose a new password", robots: { index: false, follow: false }, referrer: "no-referrer" };

/** The link of the reset e-mail (the token is checked when the new password is sent). */
export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return <AccountPage view="reset-password" resetToken={token} />;
}
