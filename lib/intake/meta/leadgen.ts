/**
 * A `leadgen` change (https://developers.facebook.com/docs/graph-api/webhooks/getting-started/webhooks-for-leadgen)
 * names a new lead; its answers are fetched from the Graph API and stored as a lead, once. A test
 * lead (./test-leads.ts) is not: its delivery is kept as a test, never assigned or mailed.
 */
import "server-only";
import { z } from "zod";
import { prisma } from "@/lib/db";
import { noteForm } from "@/lib/intake/forms";
import { storeIntakeLead } from "@/lib/intake/store";
import { fetchLead } from "./graph";
import { metaExternalId, metaLead } from "./lead";
import { testLeadCheck } from "./test-leads";

const graphId = z.union([z.string().regex(/^\d{1,30}$/), z.number().int().nonnegative()]).transform(String);

export const leadgenChange = z.object({
  leadgen_id: graphId,
  form_id: graphId.optional(),
  page_id: graphId.optional(),
  ad_id: graphId.optional(),
  adgroup_id: graphId.optional(),
  created_time: z.number().optional(),
});

export async function processLeadgen(change: z.infer<typeof leadgenChange>): Promise<{ test: boolean }> {
  // A lead already stored (the reconciliation found it first, or a retried delivery) costs no Graph call.
  const known = await prisma.lead.findUnique({ where: { externalId: metaExternalId(change.leadgen_id) }, select: { id: true } });
  if (known) return { test: false };
  const lead = await fetchLead(change.leadgen_id);
  const formId = lead.form_id ?? change.form_id;
  if (await testLeadCheck(formId)(lead)) return { test: true };
  const defaultCourse = formId ? await noteForm("meta", formId) : null;
  await storeIntakeLead(metaLead({ ...lead, form_id: formId }, defaultCourse));
  return { test: false };
}
