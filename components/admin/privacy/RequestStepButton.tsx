"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { completeCorrectionAction, markRequestCheckedAction } from "@/lib/privacy/rights/actions";

const STEPS = {
  correction: { run: completeCorrectionAction, label: "Mark the correction as made" },
  checked: { run: markRequestCheckedAction, label: "Mark as verified and dealt with" },
} as const;

/** An admin's step on a request: a correction made, or a manual verification done. */
export function RequestStepButton({ id, step }: { id: string; step: keyof typeof STEPS }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState("");
  return (
    <div className="mt-2 flex flex-wrap items-center gap-3">
      <button
        type="button"
        disabled={pending}
        onClick={() =>
          startTransition(async () => {
            const outcome = await STEPS[step].run(id);
            setMessage(outcome.message);
            if (outcome.ok) router.refresh();
          })
        }
        className="rounded-full bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:bg-slate-500"
      >
        {STEPS[step].label}
      </button>
      <p role="status" className="text-sm text-slate-700">
        {message}
      </p>
    </div>
  );
}
