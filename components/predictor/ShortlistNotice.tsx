"use client";

import { useSyncExternalStore } from "react";
import { dismissShortlistRefusal, serverRefusal, shortlistRefusal, subscribeShortlist } from "./shortlist-store";

/**
 * Why the account refused a star (shortlist-store.ts), shown over the page until dismissed. The
 * live region (role status) is in the page from the start, so a screen reader reads each reason as it appears.
 */
export function ShortlistNotice() {
  const message = useSyncExternalStore(subscribeShortlist, shortlistRefusal, serverRefusal);
  return (
    // Low on the screen, above the floating buttons: the forms' toasts take the top.
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-24 z-40 flex justify-center px-4">
      {message && (
        <p className="pointer-events-auto flex max-w-lg items-start gap-3 rounded-xl border border-red-300 bg-red-50 p-3 text-red-900 shadow-lg">
          <span className="min-w-0 flex-1">{message}</span>
          <button
            type="button"
            onClick={dismissShortlistRefusal}
            className="-m-1 inline-flex min-h-11 min-w-11 items-center justify-center rounded-full font-semibold text-red-900 hover:bg-red-100"
          >
            <span aria-hidden="true">✕</span>
            <span className="sr-only">Dismiss</span>
          </button>
        </p>
      )}
    </div>
  );
}
