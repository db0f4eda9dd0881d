/** Links from the dashboard's figures to the Contact List showing the leads behind them. */
import { adminSections } from "@/lib/panel/sections";
import type { Scope } from "./queries";

/** The Contact List filtered to the scope's range, campaign and (for a counsellor) their own leads, plus `extra`. */
export function leadListHref(scope: Scope, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ from: scope.range.from, to: scope.range.to });
  if (scope.utmSource) params.set("utm", scope.utmSource);
  if (scope.utmCampaign) params.set("campaign", scope.utmCampaign);
  if (scope.assignedToId) params.set("assignee", "me");
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return `${adminSections.leads.href}?${params}`;
}
