"use client";

import { useState } from "react";
import { setDutyOfAction } from "@/lib/leads/actions";
import { setMyDuty } from "@/lib/staff/actions";
import { runAction } from "../run-action";

/**
 * An on-duty switch: new leads rotate among the counsellors on duty. A counsellor's own (the
 * Contact List), or, given a member, an admin's for that counsellor (Lead Settings).
 */
export function DutySwitch({ onDuty, member }: { onDuty: boolean; member?: { id: string; label: string } }) {
  const [on, setOn] = useState(onDuty);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    setBusy(true);
    const answer = await runAction(() => (member ? setDutyOfAction(member.id, !on) : setMyDuty(!on)));
    if (answer?.ok && answer.data) setOn(answer.data.onDuty);
    setBusy(false);
  }

  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      disabled={busy}
      onClick={toggle}
      className="inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold text-slate-900 ring-1 ring-slate-400 hover:bg-slate-50 disabled:opacity-60"
    >
      <span
        aria-hidden="true"
        className={`relative h-5 w-9 shrink-0 rounded-full transition ${on ? "bg-green-700" : "bg-slate-400"}`}
      >
        <span className={`absolute top-0.5 h-4 w-4 rounded-full bg-white transition-all ${on ? "left-4" : "left-0.5"}`} />
      </span>
      {member ? <span>{member.label} on duty</span> : "On duty"}
    </button>
  );
}
