/**
 * A `leadgen` change (https://developers.facebook.com/docs/graph-api/webhooks/getting-started/webhooks-for-leadgen)
 * names a new lead; its answers are fetched from the Graph API and stored as a lead, once.
 */
import "server-only";
import { z } from "zod";
import { prisma } from "@/lib/db";
import { noteForm } from "@/lib/intake/forms";
import { storeIntakeLead } from "@/lib/intake/store";
import { fetchLead, type GraphLead } from "./graph";
import { metaExternalId, metaLead } from "./lead";

const graphId = z.union([z.string().regex(/^\d{1,30}$/), z.number().int().nonnegative()]).transform(String);

export const leadgenChange = z.object({
  leadgen_id: graphId,
  form_id: graphId.optional(),
  page_id: graphId.optional(),
  ad_id: graphId.optional(),
  adgroup_id: graphId.optional(),
  created_time: z.number().optional(),
});

export async function processLeadgen(change: z.infer<typeof leadgenChange>): Promise<void> {
  // A lead already stored (the reconciliation found it first, or a retried delivery) costs no Graph call.
  const known = await prisma.lead.findUnique({ where: { externalId: metaExternalId(change.leadgen_id) }, select: { id: true } });
  if (known) return;
  await storeGraphLead(await fetchLead(change.leadgen_id), change.form_id);
}

/** Stores a lead as the Graph API gave it, with its form's default course. */
export async function storeGraphLead(lead: GraphLead, formId = lead.form_id) {
  const defaultCourse = formId ? await noteForm("meta", formId) : null;
  return storeIntakeLead(metaLead({ ...lead, form_id: lead.form_id ?? formId }, defaultCourse));
}
