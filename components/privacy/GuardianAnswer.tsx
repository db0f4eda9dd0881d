"use client";

import { useState } from "react";
import { answerGuardianAction } from "@/lib/privacy/minors/guardian-actions";
import { SUBMISSION_FAILED } from "@/lib/http/outcome";

/** The guardian's two answers; the result replaces the buttons, read out by screen readers. */
export function GuardianAnswer({ token }: { token: string }) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  async function answer(choice: "agree" | "refuse") {
    setBusy(true);
    try {
      const outcome = await answerGuardianAction(token, choice);
      setResult({ ok: outcome.ok, message: outcome.message });
    } catch {
      setResult({ ok: false, message: SUBMISSION_FAILED });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mt-6">
      <p
        role="status"
        className={
          result ? `rounded-lg p-4 font-medium ${result.ok ? "bg-green-50 text-green-900" : "bg-red-50 text-red-800"}` : "sr-only"
        }
      >
        {result?.message}
      </p>
      {!result?.ok && (
        <div className="mt-4 flex flex-wrap gap-4">
          <button
            type="button"
            disabled={busy}
            onClick={() => answer("agree")}
            className="inline-flex min-h-12 items-center rounded-full bg-brand-800 px-8 py-3 font-semibold text-white hover:bg-brand-700 disabled:bg-slate-500"
          >
            I agree
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => answer("refuse")}
            className="inline-flex min-h-12 items-center rounded-full border-2 border-slate-700 px-8 py-3 font-semibold text-slate-900 hover:bg-slate-100 disabled:text-slate-500"
          >
            I do not agree
          </button>
        </div>
      )}
    </div>
  );
}
