/**
 * A thin client of the Graph API's lead retrieval (https://developers.facebook.com/docs/marketing-api/guides/lead-ads/retrieving):
 * one lead by its id, and a form's leads created after a time, page by page. The address and its
 * version come from META_GRAPH_URL alone; the Page access token goes in the Authorization header.
 */
import { z } from "zod";
import { metaConfig } from "@/lib/intake/config";

const leadSchema = z.object({
  id: z.string(),
  created_time: z.string(),
  ad_id: z.string().optional(),
  adset_id: z.string().optional(),
  campaign_id: z.string().optional(),
  form_id: z.string().optional(),
  is_organic: z.boolean().optional(),
  field_data: z.array(z.object({ name: z.string(), values: z.array(z.string()).default([]) })).default([]),
});
export type GraphLead = z.infer<typeof leadSchema>;

const pageSchema = z.object({
  data: z.array(leadSchema),
  paging: z.object({ cursors: z.object({ after: z.string().optional() }).optional(), next: z.string().optional() }).optional(),
});

const LEAD_FIELDS = "id,created_time,ad_id,adset_id,campaign_id,form_id,is_organic,field_data";
/** Leads a page asks for when listing a form. */
const PAGE_SIZE = 500;
const TIMEOUT_MS = 10_000;

/** A failed Graph API call, with what Meta said; the job queue retries it with back-off. */
export class GraphApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "GraphApiError";
  }
}

type GraphCall = { method?: "GET" | "POST" | "DELETE"; params?: Record<string, string>; body?: unknown };

async function graphCall<T>(path: string, call: GraphCall, schema: z.ZodType<T>): Promise<T> {
  const config = metaConfig();
  if (!config) throw new GraphApiError("Meta lead ads are not configured.", 0);
  const url = new URL(`${config.graphUrl}/${path}`);
  for (const [name, value] of Object.entries(call.params ?? {})) url.searchParams.set(name, value);
  let response: Response;
  try {
    response = await fetch(url, {
      method: call.method ?? "GET",
      headers: {
        authorization: `Bearer ${config.pageAccessToken}`,
        accept: "application/json",
        ...(call.body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new GraphApiError(`The Graph API did not answer: ${error instanceof Error ? error.message : String(error)}`, 0);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const said = (body as { error?: { message?: string } } | null)?.error?.message ?? response.statusText;
    throw new GraphApiError(`The Graph API answered ${response.status}: ${said}`, response.status);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new GraphApiError("The Graph API's answer was not as documented.", response.status);
  return parsed.data;
}

const graphGet = <T>(path: string, params: Record<string, string>, schema: z.ZodType<T>) => graphCall(path, { params }, schema);

/** GET /{leadgen_id}: the lead the webhook announced. */
export function fetchLead(leadgenId: string): Promise<GraphLead> {
  return graphGet(encodeURIComponent(leadgenId), { fields: LEAD_FIELDS }, leadSchema);
}

const formSchema = z.object({ id: z.string(), name: z.string().optional(), status: z.string().optional() });

/** GET /{form_id}: the lead form (the LeadgenForm node: id, name, status), if the Page's token sees it. */
export function fetchForm(formId: string): Promise<z.infer<typeof formSchema>> {
  return graphGet(encodeURIComponent(formId), { fields: "id,name,status" }, formSchema);
}

/** GET /{form_id}/leads filtered by time_created after `since` (seconds), a page at a time, following the cursors. */
export async function* formLeads(formId: string, since: Date | null): AsyncGenerator<GraphLead[]> {
  const params: Record<string, string> = { fields: LEAD_FIELDS, limit: String(PAGE_SIZE) };
  if (since) {
    params.filtering = JSON.stringify([
      { field: "time_created", operator: "GREATER_THAN", value: Math.floor(since.getTime() / 1000) },
    ]);
  }
  for (;;) {
    const page = await graphGet(`${encodeURIComponent(formId)}/leads`, params, pageSchema);
    if (page.data.length > 0) yield page.data;
    const after = page.paging?.cursors?.after;
    if (!page.paging?.next || !after) return;
    params.after = after;
  }
}

/**
 * Meta's test leads (https://developers.facebook.com/docs/marketing-api/guides/lead-ads/testing-troubleshooting):
 * `POST /{form_id}/test_leads` with `field_data` makes one on a real form, and Meta then sends its
 * `leadgen` webhook as for any lead; a form holds one test lead at a time (`GET /{form_id}/test_leads`
 * lists it, `DELETE /{lead_id}` removes it). A test lead is organic: it has no ad.
 */
export function createTestLead(formId: string, fieldData: { name: string; values: string[] }[]): Promise<{ id: string }> {
  return graphCall(
    `${encodeURIComponent(formId)}/test_leads`,
    { method: "POST", body: { field_data: fieldData } },
    z.object({ id: z.string() }),
  );
}

/** The ids of a form's test leads (one at most, as Meta keeps them). */
export async function formTestLeadIds(formId: string): Promise<Set<string>> {
  const page = await graphGet(
    `${encodeURIComponent(formId)}/test_leads`,
    { fields: "id" },
    z.object({ data: z.array(z.object({ id: z.string() })) }),
  );
  return new Set(page.data.map((lead) => lead.id));
}

export async function deleteLead(leadId: string): Promise<void> {
  await graphCall(encodeURIComponent(leadId), { method: "DELETE" }, z.object({ success: z.boolean() }));
}
