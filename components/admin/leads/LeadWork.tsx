"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { changeLeadAction } from "@/lib/leads/actions";
import { BACK_REASON_MAX, backStatuses, leadStatusLabel, nextStatuses, type LeadStatus } from "@/lib/leads/pipeline";
import type { LeadChange } from "@/lib/leads/work";
import { fromIndiaLocalInput, toIndiaLocalInput } from "@/lib/time/india";
import { runAction } from "../run-action";
import { StaffOptions } from "./StaffOptions";
import type { NamedStaff } from "@/lib/staff/label";
import { SubmitWhenReady } from "@/components/ui/SubmitWhenReady";

const button =
  "rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ring-brand-800 text-brand-800 hover:bg-brand-50 disabled:opacity-50";
const control = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base";

/**
 * Working the lead: its next statuses (only the allowed moves), who it is assigned to, the next
 * follow-up. Every change carries the version of the lead shown here; when someone else changed
 * it meanwhile, the server says so and the page reloads the lead.
 */
export function LeadWork({
  leadId,
  version,
  status,
  assignedToId,
  nextFollowUpAt,
  staff,
}: {
  leadId: string;
  version: number;
  status: LeadStatus;
  assignedToId: string | null;
  nextFollowUpAt: string | null;
  staff: NamedStaff[];
}) {
  const router = useRouter();
  const id = useId();
  const [sending, setSending] = useState(false);
  // The controls stay disabled until the page shows the lead as it now is, so the next change
  // carries the new version rather than looking like someone else's change.
  const [refreshing, startRefresh] = useTransition();
  const busy = sending || refreshing;

  async function change(next: LeadChange) {
    setSending(true);
    const answer = await runAction(() => changeLeadAction(leadId, version, next));
    // Success or "changed meanwhile": either way the page shows the lead as it now is.
    if (answer?.ok || answer?.status === 409) startRefresh(() => router.refresh());
    setSending(false);
  }

  return (
    // One column of the card's width below lg (not an implicit one as wide as the widest control:
    // the assignee list's longest name and the follow-up's date field made the page 340 px at 320).
    <section aria-labelledby={`${id}-title`} className="grid grid-cols-1 gap-4 rounded-xl bg-white p-4 shadow-sm lg:grid-cols-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-brand-900 lg:col-span-3">
        Pipeline
      </h2>
      <div>
        <p className="text-sm font-semibold text-slate-800">
          Status: <span className="text-slate-900">{leadStatusLabel[status]}</span>
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {nextStatuses[status].length === 0 && <p className="text-sm text-slate-600">Enrolled: the pipeline ends here.</p>}
          {nextStatuses[status].map((to) => (
            <button key={to} type="button" className={button} disabled={busy} onClick={() => change({ kind: "status", to })}>
              Move to {leadStatusLabel[to]}
            </button>
          ))}
        </div>
        {backStatuses(status).length > 0 && (
          <form
            aria-label="Move back"
            className="mt-3 space-y-2"
            key={`${version}-back`}
            onSubmit={(event) => {
              event.preventDefault();
              const data = new FormData(event.currentTarget);
              void change({ kind: "status", to: String(data.get("to")) as LeadStatus, reason: String(data.get("reason") ?? "") });
            }}
          >
            <label className="block text-sm font-semibold text-slate-800">
              Back to
              <select name="to" className={control}>
                {backStatuses(status).map((to) => (
                  <option key={to} value={to}>
                    {leadStatusLabel[to]}
                  </option>
                ))}
              </select>
            </label>
            <label className="block text-sm font-semibold text-slate-800">
              Why
              <input name="reason" required maxLength={BACK_REASON_MAX} autoComplete="off" className={control} />
            </label>
            <SubmitWhenReady className={button} busy={busy}>
              Move back
            </SubmitWhenReady>
          </form>
        )}
      </div>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const to = String(new FormData(event.currentTarget).get("assignee") ?? "");
          void change({ kind: "assign", to: to || null });
        }}
      >
        <label className="text-sm font-semibold text-slate-800">
          Assigned to
          <select name="assignee" defaultValue={assignedToId ?? ""} key={`${version}-assignee`} className={control}>
            <option value="">Nobody</option>
            <StaffOptions staff={staff} />
          </select>
        </label>
        <SubmitWhenReady className={`${button} mt-2`} busy={busy}>
          Save assignment
        </SubmitWhenReady>
      </form>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const at = String(new FormData(event.currentTarget).get("followUp") ?? "");
          void change({ kind: "follow-up", at: at ? fromIndiaLocalInput(at) : null });
        }}
      >
        <label className="text-sm font-semibold text-slate-800">
          Next follow-up (India time)
          <input
            type="datetime-local"
            name="followUp"
            defaultValue={toIndiaLocalInput(nextFollowUpAt)}
            key={`${version}-follow-up`}
            className={control}
          />
        </label>
        <SubmitWhenReady className={`${button} mt-2`} busy={busy}>
          Save follow-up
        </SubmitWhenReady>
      </form>
    </section>
  );
}
