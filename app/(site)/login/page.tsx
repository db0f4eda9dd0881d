import type { Metadata } from "next";
import { AccountPage } from "@/components/auth/AccountPage";

export const metadata: Metadata = { title: "Log in", robots: { index: false, follow: true } };

export default function Page() {
  return <AccountPage view="login" />;
}
