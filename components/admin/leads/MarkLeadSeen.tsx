"use client";

import { useEffect } from "react";
import { markLeadSeenAction } from "@/lib/leads/actions";

/** Reads the lead for its assignee once the page is really shown (a prefetch runs no effects). */
export function MarkLeadSeen({ leadId }: { leadId: string }) {
  useEffect(() => {
    void markLeadSeenAction(leadId).catch(() => undefined);
  }, [leadId]);
  return null;
}
