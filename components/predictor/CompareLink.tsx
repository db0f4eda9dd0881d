"use client";

import { useSyncExternalStore } from "react";
import { comparePath } from "@/lib/predictor/compare";
import { serverShortlist, shortlistSnapshot, subscribeShortlist } from "./shortlist-store";

/** "Compare my shortlist": the first four starred seats side by side (shown once something is starred). */
export function CompareLink() {
  const shortlist = useSyncExternalStore(subscribeShortlist, shortlistSnapshot, serverShortlist);
  if (shortlist.length === 0) return null;
  return (
    <a href={comparePath(shortlist)} className="font-semibold text-brand-700 underline underline-offset-2">
      Compare my shortlist ({shortlist.length})
    </a>
  );
}
