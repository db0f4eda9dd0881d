"use client";

import { useId, useState } from "react";
import { setPrivacySettingsAction } from "@/lib/privacy/admin-actions";
import { RETENTION_LIMITS, retentionLabels, type RetentionSetting } from "@/lib/privacy/setting-bounds";
import { runAction } from "../run-action";
import { SubmitWhenReady } from "@/components/ui/SubmitWhenReady";

const inputClass = "mt-1 block w-32 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base";
const primaryClass = "rounded-full bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60";

const hints: Record<RetentionSetting, string> = {
  enquiryDays:
    "Counted from the last edit or note. The person is e-mailed 48 hours before, then the enquiry is anonymised (its counts stay).",
  resumeDays: "Counted from the application. The résumé file is deleted; the application stays until its own period ends.",
  emailBodyDays: "Counted from when it went. The e-mail's text and address are blanked.",
  auditDays: "At least 365 days: the log is the record a breach inquiry asks for.",
  erasureDueDays: "How long an erasure request may take from the day the person confirms it.",
};

const KEYS = Object.keys(RETENTION_LIMITS) as RetentionSetting[];

export function PrivacySettingsForm({ settings }: { settings: Record<RetentionSetting, number> }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  return (
    <form
      className="space-y-4 rounded-xl bg-white p-4 shadow-sm"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={async (event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const values = Object.fromEntries(KEYS.map((key) => [key, Number(data.get(key))]));
        setBusy(true);
        try {
          const answer = await runAction(() => setPrivacySettingsAction(values));
          setError(answer && !answer.ok ? answer.message : null);
        } finally {
          setBusy(false);
        }
      }}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-brand-900">
        How long we keep personal data (days)
      </h2>
      <p className="text-sm text-slate-700">
        A daily job erases what has been kept longer. The notice at every form states the default periods (an enquiry 3 years, a
        résumé 1 year, an e-mail 90 days): if you change them, have the notices&apos; wording changed too.
      </p>
      {KEYS.map((key) => (
        <div key={key}>
          <label htmlFor={`${id}-${key}`} className="block text-sm font-semibold text-slate-800">
            {retentionLabels[key]}
          </label>
          <p id={`${id}-${key}-hint`} className="text-sm text-slate-600">
            {hints[key]} ({RETENTION_LIMITS[key].min} to {RETENTION_LIMITS[key].max} days.)
          </p>
          <input
            id={`${id}-${key}`}
            name={key}
            type="number"
            inputMode="numeric"
            required
            min={RETENTION_LIMITS[key].min}
            max={RETENTION_LIMITS[key].max}
            defaultValue={settings[key]}
            aria-describedby={`${id}-${key}-hint`}
            className={inputClass}
          />
        </div>
      ))}
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <SubmitWhenReady className={primaryClass} busy={busy}>
        Save
      </SubmitWhenReady>
    </form>
  );
}
