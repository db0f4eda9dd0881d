/**
 * An in-process stand-in of Meta's Graph API lead retrieval, following its published contract
 * (https://developers.facebook.com/docs/marketing-api/guides/lead-ads/retrieving): `GET /{version}/{lead id}`
 * answers the lead (`id`, `created_time`, `ad_id`, `form_id`, `campaign_id`, `field_data`) or the form
 * (the LeadgenForm node: the `fields` asked of `id`, `name`, `status`), `GET
 * /{version}/{form id}/leads` a page of the form's leads (newest first, `filtering` on
 * `time_created` with GREATER_THAN, `limit`, `after` cursors), both with the Page access token as a
 * Bearer header or `access_token`; errors as Graph's `{ error: { message, type, code } }`. `down`
 * makes every call a transient 500, as an outage would. It also writes Meta's webhook notifications.
 *
 * Test leads (https://developers.facebook.com/docs/marketing-api/guides/lead-ads/testing-troubleshooting):
 * `POST /{form id}/test_leads` with `field_data` (JSON or form-encoded) makes an organic lead (no
 * ad) on a known form, one a form at a time (a second is refused until `DELETE /{lead id}`), listed
 * by `GET /{form id}/test_leads`; Meta then posts the signed `leadgen` webhook to the app's
 * callback (`webhook`), a moment after answering.
 *
 * For a browser test run as a separate process, `POST /_lead-ads/lead` with `{ form_id, name }`
 * adds a lead from an ad and posts its webhook to the site (answering the site's status), `POST
 * /_lead-ads/form` with `{ form_id, name }` a form the Page has with no lead yet, and
 * `handle` serves these requests from another stand-in's server on the same Graph address.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { metaSignature } from "@/lib/intake/secrets";

export const GRAPH_VERSION = "v26.0";

export type StandInLead = {
  id: string;
  created_time: string;
  form_id: string;
  ad_id?: string;
  campaign_id?: string;
  is_organic?: boolean;
  field_data: { name: string; values: string[] }[];
};

/** Graph's time format: "2026-11-28T08:49:14+0000". */
export const graphTime = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, "+0000");

/** Graph's answer for an id it has not (or the token cannot see). */
const noSuchObject = (method: string, id: string) => ({
  error: {
    message: `Unsupported ${method.toLowerCase()} request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
    type: "GraphMethodException",
    code: 100,
    error_subcode: 33,
  },
});

async function readParams(request: import("node:http").IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  if (text === "") return {};
  if (request.headers["content-type"]?.startsWith("application/json")) return JSON.parse(text) as Record<string, unknown>;
  // Form-encoded, as Meta's SDKs send it: list parameters as JSON text.
  return Object.fromEntries(
    [...new URLSearchParams(text)].map(([name, value]) => {
      try {
        return [name, JSON.parse(value) as unknown];
      } catch {
        return [name, value];
      }
    }),
  );
}

export async function startGraphApiStandIn(
  accessToken: string,
  options: { webhook?: { url: string; appSecret: string }; port?: number } = {},
) {
  const leads = new Map<string, StandInLead>();
  const forms = new Set<string>();
  const formNames = new Map<string, string>();
  const testLeads = new Map<string, string>();
  const requests: string[] = [];
  /** `down`: every call a transient 500; `testLeadsDenied`: the token may not list test leads (code 200, a permission error). */
  const state = { down: false, testLeadsDenied: false };
  const webhooks: Promise<void>[] = [];
  let nextTestLead = 0;
  let leadNumber = 0;

  /** Meta's delivery of a lead's `leadgen` webhook to the app's callback; the site's answer status. */
  const post = async (lead: StandInLead): Promise<number> => {
    if (!options.webhook) throw new Error("The stand-in was started without the site's webhook address.");
    const { body, signature } = leadgenNotification(options.webhook.appSecret, [lead]);
    const response = await fetch(options.webhook.url, {
      method: "POST",
      headers: { "content-type": "application/json", "x-hub-signature-256": signature },
      body,
    });
    await response.arrayBuffer();
    return response.status;
  };
  /** The same a moment after the answer to the request that made the lead, as Meta sends it. */
  const deliver = (lead: StandInLead) => {
    if (!options.webhook) return;
    webhooks.push(
      new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
        await post(lead);
      }),
    );
  };

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json; charset=UTF-8" });
    response.end(JSON.stringify(body));
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const method = request.method ?? "GET";
    const params = await readParams(request);
    if (url.pathname === "/_lead-ads/lead" && method === "POST") {
      leadNumber++;
      const lead: StandInLead = {
        id: String(5_000_000_000 + leadNumber),
        created_time: graphTime(new Date()),
        form_id: String(params.form_id),
        ad_id: "238000000001",
        campaign_id: "238000000002",
        field_data: [{ name: "full_name", values: [String(params.name ?? "Ad Lead")] }],
      };
      leads.set(lead.id, lead);
      forms.add(lead.form_id);
      return send(response, 200, { id: lead.id, site: await post(lead) });
    }
    if (url.pathname === "/_lead-ads/form" && method === "POST") {
      forms.add(String(params.form_id));
      formNames.set(String(params.form_id), String(params.name ?? `Form ${String(params.form_id)}`));
      return send(response, 200, { id: String(params.form_id) });
    }
    requests.push(`${method} ${url.pathname}`);
    if (state.down) {
      return send(response, 500, {
        error: {
          message: "An unexpected error has occurred. Please retry your request later.",
          type: "OAuthException",
          is_transient: true,
          code: 2,
        },
      });
    }
    const token =
      request.headers.authorization?.replace(/^Bearer /, "") ?? url.searchParams.get("access_token") ?? params.access_token;
    if (token !== accessToken) {
      return send(response, 400, { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } });
    }
    const parts = url.pathname.split("/").filter(Boolean);
    if (parts[0] !== GRAPH_VERSION)
      return send(response, 400, { error: { message: "Unknown version", type: "GraphMethodException", code: 100 } });
    if (parts.length === 2 && method === "DELETE") {
      const lead = leads.get(parts[1]!);
      if (!lead) return send(response, 400, noSuchObject(method, parts[1]!));
      leads.delete(lead.id);
      if (testLeads.get(lead.form_id) === lead.id) testLeads.delete(lead.form_id);
      return send(response, 200, { success: true });
    }
    if (parts.length === 2 && method === "GET") {
      const lead = leads.get(parts[1]!);
      if (lead) return send(response, 200, lead);
      // A LeadgenForm node: the fields asked for, of id, name and status.
      const form = forms.has(parts[1]!) ? { id: parts[1]!, name: formNames.get(parts[1]!), status: "ACTIVE" } : null;
      if (!form) return send(response, 400, noSuchObject(method, parts[1]!));
      const fields = (url.searchParams.get("fields") ?? "id").split(",");
      return send(response, 200, Object.fromEntries(Object.entries(form).filter(([field]) => fields.includes(field))));
    }
    if (parts.length === 3 && parts[2] === "test_leads") {
      const formId = parts[1]!;
      if (!forms.has(formId)) return send(response, 400, noSuchObject(method, formId));
      const existing = testLeads.get(formId);
      if (method === "GET" && state.testLeadsDenied) {
        return send(response, 403, {
          error: {
            message: "(#200) The user does not have permission to list this form's test leads.",
            type: "OAuthException",
            code: 200,
          },
        });
      }
      if (method === "GET") return send(response, 200, { data: existing ? [{ id: existing }] : [] });
      if (method !== "POST") return send(response, 400, noSuchObject(method, formId));
      if (existing) {
        return send(response, 400, {
          error: {
            message: "Only one test lead can be created per form: delete the existing test lead to create a new one.",
            type: "OAuthException",
            code: 100,
          },
        });
      }
      const fieldData = Array.isArray(params.field_data) ? (params.field_data as StandInLead["field_data"]) : [];
      const lead: StandInLead = {
        id: String(6_000_000_000 + ++nextTestLead),
        created_time: graphTime(new Date()),
        form_id: formId,
        is_organic: true,
        field_data: fieldData.map((field) => ({ name: String(field.name), values: (field.values ?? []).map(String) })),
      };
      leads.set(lead.id, lead);
      testLeads.set(formId, lead.id);
      send(response, 200, { id: lead.id });
      return deliver(lead);
    }
    if (parts.length === 3 && parts[2] === "leads") {
      const filter = JSON.parse(url.searchParams.get("filtering") ?? "[]") as {
        field: string;
        operator: string;
        value: number;
      }[];
      const after = filter.find((rule) => rule.field === "time_created" && rule.operator === "GREATER_THAN")?.value ?? 0;
      const all = [...leads.values()]
        .filter((lead) => lead.form_id === parts[1] && Date.parse(lead.created_time.replace(/\+0000$/, "Z")) / 1000 > after)
        .sort((a, b) => b.created_time.localeCompare(a.created_time) || b.id.localeCompare(a.id));
      const limit = Math.min(Number(url.searchParams.get("limit") ?? 25), 500);
      const start = Number(Buffer.from(url.searchParams.get("after") ?? "MA==", "base64").toString()) || 0;
      const page = all.slice(start, start + limit);
      const cursor = (index: number) => Buffer.from(String(index)).toString("base64");
      const more = start + limit < all.length;
      return send(response, 200, {
        data: page,
        paging: {
          cursors: { before: cursor(start), after: cursor(start + page.length) },
          ...(more ? { next: `${url.origin}${url.pathname}?after=${cursor(start + page.length)}` } : {}),
        },
      });
    }
    return send(response, 400, { error: { message: "Unsupported request", type: "GraphMethodException", code: 100 } });
  };
  const server: Server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/${GRAPH_VERSION}`,
    state,
    requests,
    leads,
    testLeads,
    handle,
    addLead(lead: StandInLead) {
      leads.set(lead.id, lead);
      forms.add(lead.form_id);
    },
    /** A form the Page has, with no lead yet. */
    addForm(formId: string, name = `Form ${formId}`) {
      forms.add(formId);
      formNames.set(formId, name);
    },
    /** Once every webhook Meta was to send so far has been answered. */
    webhooksDelivered: () => Promise.all(webhooks).then(() => undefined),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A `page`/`leadgen` notification as Meta sends it for these leads, with its signature header. */
export function leadgenNotification(
  appSecret: string,
  leads: { id: string; form_id: string; ad_id?: string }[],
  pageId = "153125381133",
) {
  const body = JSON.stringify({
    object: "page",
    entry: leads.map((lead) => ({
      id: pageId,
      time: Math.floor(Date.now() / 1000),
      changes: [
        {
          field: "leadgen",
          value: {
            ad_id: lead.ad_id ?? "0",
            form_id: lead.form_id,
            leadgen_id: lead.id,
            created_time: Math.floor(Date.now() / 1000),
            page_id: pageId,
            adgroup_id: lead.ad_id ?? "0",
          },
        },
      ],
    })),
  });
  return { body, signature: metaSignature(body, appSecret) };
}
