"use client";

import { useSyncExternalStore } from "react";
import { serverShortlist, shortlistSnapshot, subscribeShortlist, toggleShortlisted } from "./shortlist-store";

/** A seat's key (lib/predictor/seats.ts) read aloud: program, quota, category and gender list. */
const keyLabel = (seatKey: string) => {
  const [, program, quota, seatType, gender] = seatKey.split("|");
  return `${program}, ${quota} ${seatType} ${gender}`;
};

/**
 * Adds a seat to the visitor's shortlist, or takes it off (a toggle button: aria-pressed). Without
 * a `label` it is named from the key alone (a cutoff page, where the institute is the page's).
 */
export function StarButton({ seatKey, label = keyLabel(seatKey) }: { seatKey: string; label?: string }) {
  const shortlist = useSyncExternalStore(subscribeShortlist, shortlistSnapshot, serverShortlist);
  const starred = shortlist.includes(seatKey);
  return (
    <button
      type="button"
      aria-pressed={starred}
      aria-label={`Shortlist ${label}`}
      onClick={() => void toggleShortlisted(seatKey)}
      className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full text-amber-700 ring-1 ring-slate-300 hover:bg-amber-50"
    >
      <svg
        aria-hidden="true"
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill={starred ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17l-5.9 3.3 1.3-6.5L2.5 9.3l6.6-.8z" />
      </svg>
    </button>
  );
}
