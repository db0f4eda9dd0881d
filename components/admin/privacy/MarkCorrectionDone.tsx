"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { completeCorrectionAction } from "@/lib/privacy/actions";

/** Closes a verified correction once an admin has made it. */
export function MarkCorrectionDone({ id }: { id: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState("");
  return (
    <div className="mt-2 flex items-center gap-3">
      <button
        type="button"
        disabled={pending}
        onClick={() =>
          startTransition(async () => {
            const outcome = await completeCorrectionAction(id);
            setMessage(outcome.message);
            if (outcome.ok) router.refresh();
          })
        }
        className="rounded-full bg-brand-800 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:bg-slate-500"
      >
        Mark the correction as made
      </button>
      <p role="status" className="text-sm text-slate-700">
        {message}
      </p>
    </div>
  );
}
