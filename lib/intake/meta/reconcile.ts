/**
 * The Meta reconciliation (every 15 minutes): each known form's leads created since its watermark,
 * listed through the Graph API, and those the webhook missed stored (one lead per external id, so
 * a lead the webhook brought is left alone). The watermark moves only when a form's pass finishes,
 * so a pass cut short lists the same leads again next time; a few minutes of overlap catch leads
 * the Graph API listed late. A form's test lead (./test-leads.ts) is listed with its leads and left out.
 */
import "server-only";
import { prisma } from "@/lib/db";
import { advanceWatermark, metaForms, noteForm } from "@/lib/intake/forms";
import { recordChannelError, recordChannelOk } from "@/lib/intake/health";
import { metaConfig } from "@/lib/intake/config";
import { formLeads, type GraphLead } from "./graph";
import { storeIntakeLeads } from "@/lib/intake/store";
import { metaExternalId, metaLead } from "./lead";
import { testLeadCheck } from "./test-leads";

const OVERLAP_MS = 10 * 60_000;

export type ReconcileCounts = { forms: number; listed: number; stored: number };

/** A page's leads not stored yet, stored together with the form's default course; the form's test lead is left out. */
async function storeMissing(leads: GraphLead[], formId: string, isTest: (lead: GraphLead) => Promise<boolean>): Promise<number> {
  const known = await prisma.lead.findMany({
    where: { externalId: { in: leads.map((lead) => metaExternalId(lead.id)) } },
    select: { externalId: true },
  });
  const seen = new Set(known.map((lead) => lead.externalId));
  const missing: GraphLead[] = [];
  for (const lead of leads) if (!seen.has(metaExternalId(lead.id)) && !(await isTest(lead))) missing.push(lead);
  if (missing.length === 0) return 0;
  const defaultCourse = await noteForm("meta", formId);
  const stored = await storeIntakeLeads(
    missing.map((lead) => metaLead({ ...lead, form_id: lead.form_id ?? formId }, defaultCourse)),
  );
  return stored.filter((lead) => lead.created).length;
}

export async function reconcileMeta(): Promise<ReconcileCounts> {
  const counts: ReconcileCounts = { forms: 0, listed: 0, stored: 0 };
  if (!metaConfig()) return counts;
  try {
    for (const form of await metaForms()) {
      const since = form.watermark ? new Date(form.watermark.getTime() - OVERLAP_MS) : null;
      let newest = form.watermark;
      const isTest = testLeadCheck(form.formId);
      for await (const page of formLeads(form.formId, since)) {
        counts.listed += page.length;
        counts.stored += await storeMissing(page, form.formId, isTest);
        for (const lead of page) {
          const created = new Date(lead.created_time);
          if (!Number.isNaN(created.getTime()) && (!newest || created > newest)) newest = created;
        }
      }
      if (newest) await advanceWatermark(form.id, newest);
      counts.forms++;
    }
  } catch (error) {
    await recordChannelError("meta", error);
    throw error;
  }
  await recordChannelOk("meta");
  return counts;
}
