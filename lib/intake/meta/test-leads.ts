/**
 * Recognising Meta's test leads. Meta delivers them as any lead (a `leadgen` webhook, the same
 * Graph lead) with no flag saying "test" as Google's `is_test` does; what marks them is that they
 * have no ad (Meta makes them organic) and that their form's `test_leads` edge lists them. So a
 * lead without an ad is looked up there (an ad's lead costs no extra call); an organic lead a
 * person sent from the Page is not listed there and stays a lead. Should Meta refuse the look-up
 * (a token without the right to list test leads), the lead is kept as a lead: better a test lead
 * among the leads than a person's lead held back; an outage throws, and the delivery is retried.
 */
import "server-only";
import { log } from "@/lib/observability/log";
import { formTestLeadIds, GraphApiError, type GraphLead } from "./graph";

async function testLeadIds(formId: string): Promise<Set<string>> {
  try {
    return await formTestLeadIds(formId);
  } catch (error) {
    if (!(error instanceof GraphApiError) || error.status < 400 || error.status >= 500) throw error;
    log.warn(
      { formId, err: error.message },
      "Meta's test leads of a form could not be listed: its organic leads are kept as leads",
    );
    return new Set();
  }
}

const fromAnAd = (lead: GraphLead) => Boolean(lead.ad_id && lead.ad_id !== "0");

/** A check of a form's leads, asking Meta for the form's test leads at most once (a reconciliation pass lists many). */
export function testLeadCheck(formId: string | undefined): (lead: GraphLead) => Promise<boolean> {
  let ids: Promise<Set<string>> | null = null;
  return async (lead) => {
    if (fromAnAd(lead) || !formId) return false;
    ids ??= testLeadIds(formId);
    return (await ids).has(lead.id);
  };
}
