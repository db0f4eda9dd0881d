"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { setMyStartPage } from "@/lib/staff/actions";
import { runAction } from "../run-action";

/** "Start here after logging in", for staff whose usual landing is another section. */
export function StartPageToggle({ startsHere }: { startsHere: boolean }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      aria-pressed={startsHere}
      disabled={busy}
      className="rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ring-brand-800 text-brand-800 hover:bg-brand-50 disabled:opacity-50"
      onClick={async () => {
        setBusy(true);
        const answer = await runAction(() => setMyStartPage(startsHere ? null : "dashboard"));
        setBusy(false);
        if (answer?.ok) router.refresh();
      }}
    >
      Start here after logging in
    </button>
  );
}
