"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { recordBreachAction } from "@/lib/privacy/admin-actions";
import { BREACH_LIMITS } from "@/lib/privacy/setting-bounds";
import { runAction } from "../run-action";
import { SubmitWhenReady } from "@/components/ui/SubmitWhenReady";

export const inputClass = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base";
export const labelClass = "block text-sm font-semibold text-slate-800";
export const primaryClass = "rounded-full bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60";

/** Records a breach: the facts and the notice the people affected will read. */
export function BreachForm() {
  const id = useId();
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const field = (name: string) => `${id}-${name}`;

  return (
    <form
      className="space-y-3 rounded-xl bg-white p-4 shadow-sm"
      aria-labelledby={field("title")}
      onSubmit={async (event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const data = new FormData(form);
        const value = (name: string) => String(data.get(name) ?? "");
        setBusy(true);
        try {
          const answer = await runAction(() =>
            recordBreachAction({
              summary: value("summary"),
              detectedAt: value("detectedAt"),
              dataAffected: value("dataAffected"),
              peopleAffected: Number(value("peopleAffected")),
              noticeText: value("noticeText"),
            }),
          );
          setError(answer && !answer.ok ? answer.message : null);
          if (answer?.ok) {
            form.reset();
            router.refresh();
          }
        } finally {
          setBusy(false);
        }
      }}
    >
      <h2 id={field("title")} className="text-lg font-semibold text-brand-900">
        Record a breach
      </h2>
      <div>
        <label htmlFor={field("summary")} className={labelClass}>
          What happened
        </label>
        <textarea
          id={field("summary")}
          name="summary"
          required
          rows={3}
          maxLength={BREACH_LIMITS.summary}
          className={inputClass}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={field("detectedAt")} className={labelClass}>
            Found at (India time)
          </label>
          <input id={field("detectedAt")} name="detectedAt" type="datetime-local" required className={inputClass} />
        </div>
        <div>
          <label htmlFor={field("peopleAffected")} className={labelClass}>
            People affected (about)
          </label>
          <input
            id={field("peopleAffected")}
            name="peopleAffected"
            type="number"
            inputMode="numeric"
            min={0}
            required
            className={inputClass}
          />
        </div>
      </div>
      <div>
        <label htmlFor={field("dataAffected")} className={labelClass}>
          Personal data affected
        </label>
        <input
          id={field("dataAffected")}
          name="dataAffected"
          required
          maxLength={BREACH_LIMITS.dataAffected}
          placeholder="Names, e-mails and mobile numbers of enquirers"
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={field("noticeText")} className={labelClass}>
          Notice to the people affected
        </label>
        <p id={field("noticeText-hint")} className="text-sm text-slate-600">
          Say what happened, when, what it may mean for them, what we are doing and what they can do. A blank line starts a new
          paragraph; the Grievance Officer is added at the foot.
        </p>
        <textarea
          id={field("noticeText")}
          name="noticeText"
          required
          rows={6}
          maxLength={BREACH_LIMITS.noticeText}
          aria-describedby={field("noticeText-hint")}
          className={inputClass}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <SubmitWhenReady className={primaryClass} busy={busy}>
        Record breach
      </SubmitWhenReady>
    </form>
  );
}
