"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { callOutcomeAction } from "@/lib/leads/actions";
import { CALL_OUTCOME_LABELS, type CallOutcome } from "@/lib/leads/call-outcomes";
import { runAction } from "../run-action";

const button =
  "rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-slate-500 text-slate-900 hover:bg-slate-100 disabled:opacity-50";

/** After a call, how it went in one tap: kept in the lead's history (and its first response, if it is one). */
export function CallOutcomeButtons({ leadId }: { leadId: string }) {
  const router = useRouter();
  const [sending, setSending] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const busy = sending || refreshing;
  return (
    <div role="group" aria-label="Call outcome" className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-semibold text-slate-800" aria-hidden="true">
        Call outcome:
      </span>
      {(Object.entries(CALL_OUTCOME_LABELS) as [CallOutcome, string][]).map(([outcome, label]) => (
        <button
          key={outcome}
          type="button"
          className={button}
          disabled={busy}
          onClick={async () => {
            setSending(true);
            const answer = await runAction(() => callOutcomeAction(leadId, outcome));
            setSending(false);
            if (answer?.ok) startRefresh(() => router.refresh());
          }}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
