import type { Metadata } from "next";
import { AccountPage } from "@/components/auth/AccountPage";
import { resetLinkProblem } from "@/lib/accounts/reset";

export const metadata: Metadata = {
  title: "Choose a new password",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/** The link of the reset e-mail, checked as the page opens: a used or expired one says so at once. */
export default async function ResetPasswordPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  return <AccountPage view="reset-password" resetToken={token} resetLinkProblem={await resetLinkProblem(token)} />;
}
