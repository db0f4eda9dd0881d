"use client";

import { useEffect } from "react";
import { markLeadSeenAction } from "@/lib/leads/actions";
import { announceUnreadChange } from "../UnreadLeads";

/** Reads the lead for its assignee once the page is really shown (a prefetch runs no effects). */
export function MarkLeadSeen({ leadId }: { leadId: string }) {
  useEffect(() => {
    markLeadSeenAction(leadId).then(announceUnreadChange, () => undefined);
  }, [leadId]);
  return null;
}
