"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { sendBreachNoticesAction } from "@/lib/privacy/admin-actions";
import { runAction } from "../run-action";
import { inputClass, labelClass, primaryClass } from "./BreachForm";
import { SubmitWhenReady } from "@/components/ui/SubmitWhenReady";

/** Sends one breach's notice: to everyone who enquired in a window of days, or to the addresses listed. */
export function BreachNoticeForm({ breachId }: { breachId: string }) {
  const id = useId();
  const router = useRouter();
  const [by, setBy] = useState<"window" | "emails">("window");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const field = (name: string) => `${id}-${name}`;

  return (
    <form
      className="space-y-3"
      // Not a named landmark: there is one of these for every breach, each within the breach's own article.
      onSubmit={async (event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const value = (name: string) => String(data.get(name) ?? "");
        setBusy(true);
        try {
          const answer = await runAction(() =>
            sendBreachNoticesAction(
              breachId,
              by === "window" ? { by, from: value("from"), to: value("to") } : { by, emails: value("emails") },
            ),
          );
          setError(answer && !answer.ok ? answer.message : null);
          if (answer?.ok) router.refresh();
        } finally {
          setBusy(false);
        }
      }}
    >
      <h3 className="font-semibold text-slate-900">Send the notice</h3>
      <fieldset>
        <legend className={labelClass}>Who is told</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          <label className="flex items-center gap-2">
            <input type="radio" name="by" value="window" checked={by === "window"} onChange={() => setBy("window")} />
            Everyone who enquired between two days
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="by" value="emails" checked={by === "emails"} onChange={() => setBy("emails")} />
            These e-mail addresses
          </label>
        </div>
      </fieldset>
      {by === "window" ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={field("from")} className={labelClass}>
              Enquired from
            </label>
            <input id={field("from")} name="from" type="date" required className={inputClass} />
          </div>
          <div>
            <label htmlFor={field("to")} className={labelClass}>
              Enquired until
            </label>
            <input id={field("to")} name="to" type="date" required className={inputClass} />
          </div>
        </div>
      ) : (
        <div>
          <label htmlFor={field("emails")} className={labelClass}>
            E-mail addresses (one a line, or separated by commas)
          </label>
          <textarea id={field("emails")} name="emails" required rows={4} className={inputClass} />
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <SubmitWhenReady className={primaryClass} busy={busy}>
        Send notice
      </SubmitWhenReady>
    </form>
  );
}
