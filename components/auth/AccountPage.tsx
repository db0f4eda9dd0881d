"use client";

import { useRouter } from "next/navigation";
import { AuthPanel } from "./AuthPanel";
import type { AuthView } from "./views/parts";

/**
 * An account route (/login, /register, /verify-otp, /reset-request, /reset-password/:token): the
 * same views as the auth modal, on the page, starting on the route's own view; when done (logged
 * in, password reset) it goes home. Moving between views stays on the page: the log-in sets
 * cookies, which refreshes the route, and another route would lose the e-mail the code step needs.
 */
export function AccountPage({
  view,
  resetToken,
  resetLinkProblem,
}: {
  view: AuthView;
  resetToken?: string;
  resetLinkProblem?: string | null;
}) {
  const router = useRouter();
  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-16">
      <div className="rounded-2xl bg-white p-6 shadow-md ring-1 ring-slate-200 sm:p-8">
        <AuthPanel
          initialView={view}
          headingLevel={1}
          resetToken={resetToken}
          resetLinkProblem={resetLinkProblem}
          onDone={() => router.push("/")}
        />
      </div>
    </div>
  );
}
