"use client";

import { useSyncExternalStore } from "react";
import type { LeadModalCopy } from "@/components/forms/LeadModal";
import { LeadModalTrigger } from "@/components/forms/LeadModalTrigger";
import { serverShortlist, shortlistSnapshot, subscribeShortlist } from "./shortlist-store";

/** The lead modal carrying the visitor's shortlist, once something is starred; `fallback` until then. */
export function ShortlistSender({
  copy,
  className,
  fallback = null,
}: {
  copy: LeadModalCopy;
  className: string;
  fallback?: React.ReactNode;
}) {
  const shortlist = useSyncExternalStore(subscribeShortlist, shortlistSnapshot, serverShortlist);
  if (shortlist.length === 0) return fallback;
  return (
    <LeadModalTrigger href="/contact#counselling-form" copy={{ ...copy, shortlist }} className={className}>
      Send my shortlist to a counsellor ({shortlist.length})
    </LeadModalTrigger>
  );
}
