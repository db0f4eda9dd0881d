"use client";

import { useState } from "react";
import { requireSecondFactorOfAll } from "@/lib/staff/actions";

const QUESTIONS = {
  on: "Require two-step log-in of every staff member? Counsellors without an app set one up at their next log-in.",
  off: "Stop requiring two-step log-in of every staff member? Counsellors who have not set up an app will log in with their password alone.",
} as const;

/**
 * The admins' rule: every staff member logs in with a code from an app (admins always do). It
 * changes for everyone at once, so it asks first; its answer shows beside it, where a toast would
 * cover the box.
 */
export function SecondFactorRule({ required }: { required: boolean }) {
  const [checked, setChecked] = useState(required);
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; message: string } | null>(null);

  async function toggle(event: React.ChangeEvent<HTMLInputElement>) {
    const wanted = event.currentTarget.checked;
    if (!window.confirm(wanted ? QUESTIONS.on : QUESTIONS.off)) return;
    setBusy(true);
    setAnswer(null);
    try {
      const outcome = await requireSecondFactorOfAll(wanted);
      if (outcome.ok) setChecked(wanted);
      setAnswer(outcome);
    } catch {
      setAnswer({ ok: false, message: "Server error: the rule is unchanged." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="rounded-xl bg-white p-4 shadow-sm">
      <label className="flex items-start gap-3 font-semibold text-slate-900">
        <input type="checkbox" checked={checked} disabled={busy} onChange={toggle} className="mt-1 size-5" />
        <span>
          Require two-step log-in of every staff member
          <span className="block text-sm font-normal text-slate-600">
            A code from an authenticator app after the password; each sets up their app at their next log-in. Admins, and anyone
            who has set one up, always need it.
          </span>
        </span>
      </label>
      <p role="status" className={`mt-2 text-sm empty:hidden ${answer?.ok === false ? "text-red-800" : "text-green-800"}`}>
        {answer?.message}
      </p>
    </div>
  );
}
