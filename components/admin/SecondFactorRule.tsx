"use client";

import { useState } from "react";
import { requireSecondFactorOfAll } from "@/lib/staff/actions";
import { runAction } from "./run-action";

/** The admins' rule: every staff member logs in with a code from an app (admins always do). */
export function SecondFactorRule({ required }: { required: boolean }) {
  const [busy, setBusy] = useState(false);
  async function toggle(event: React.ChangeEvent<HTMLInputElement>) {
    const wanted = event.currentTarget.checked;
    setBusy(true);
    await runAction(() => requireSecondFactorOfAll(wanted));
    setBusy(false);
  }
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm">
      <label className="flex items-start gap-3 font-semibold text-slate-900">
        <input type="checkbox" defaultChecked={required} disabled={busy} onChange={toggle} className="mt-1 size-5" />
        <span>
          Require two-step log-in of every staff member
          <span className="block text-sm font-normal text-slate-600">
            A code from an authenticator app after the password; each sets up their app at their next log-in. Admins, and anyone
            who has set one up, always need it.
          </span>
        </span>
      </label>
    </div>
  );
}
