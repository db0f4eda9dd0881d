"use client";

import { useId, useState } from "react";
import { SubmitWhenReady } from "@/components/ui/SubmitWhenReady";
import { setExchangeRateAction } from "@/lib/universities/actions";
import { runAction } from "../run-action";

const inputClass = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base";

/** One currency's rate and the day it was taken; saved on its own. */
export function ExchangeRatesForm({
  currency,
  rate,
}: {
  currency: { code: string; symbol: string; name: string };
  rate: { rupees: number; asOf: string } | null;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      aria-labelledby={`${id}-title`}
      noValidate
      className="space-y-3 rounded-xl bg-white p-4 shadow-sm"
      onSubmit={async (event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        setBusy(true);
        try {
          const answer = await runAction(() =>
            setExchangeRateAction({ currency: currency.code, rupees: data.get("rupees"), asOf: data.get("asOf") }),
          );
          setError(answer && !answer.ok ? answer.message : null);
        } finally {
          setBusy(false);
        }
      }}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-brand-900">
        {`${currency.code} (${currency.name})`}
      </h2>
      <div>
        <label htmlFor={`${id}-rupees`} className="block text-sm font-semibold text-slate-800">
          {`Rupees for ${currency.symbol}1`}
        </label>
        <input
          id={`${id}-rupees`}
          name="rupees"
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          required
          defaultValue={rate?.rupees}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-asOf`} className="block text-sm font-semibold text-slate-800">
          Rate of (date)
        </label>
        <input id={`${id}-asOf`} name="asOf" type="date" required defaultValue={rate?.asOf} className={inputClass} />
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <SubmitWhenReady busy={busy} className="rounded-full bg-brand-800 px-5 py-2 font-semibold text-white hover:bg-brand-700">
        {busy ? "Saving…" : `Save ${currency.code} rate`}
      </SubmitWhenReady>
    </form>
  );
}
