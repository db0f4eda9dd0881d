/**
 * An in-process stand-in of Meta's Graph API lead retrieval, following its published contract
 * (https://developers.facebook.com/docs/marketing-api/guides/lead-ads/retrieving): `GET /{version}/{lead id}`
 * answers the lead (`id`, `created_time`, `ad_id`, `form_id`, `campaign_id`, `field_data`), `GET
 * /{version}/{form id}/leads` a page of the form's leads (newest first, `filtering` on
 * `time_created` with GREATER_THAN, `limit`, `after` cursors), both with the Page access token as a
 * Bearer header or `access_token`; errors as Graph's `{ error: { message, type, code } }`. `down`
 * makes every call a transient 500, as an outage would. It also writes Meta's webhook notifications.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { metaSignature } from "@/lib/intake/secrets";

export const GRAPH_VERSION = "v26.0";

export type StandInLead = {
  id: string;
  created_time: string;
  form_id: string;
  ad_id?: string;
  campaign_id?: string;
  field_data: { name: string; values: string[] }[];
};

/** Graph's time format: "2026-11-28T08:49:14+0000". */
export const graphTime = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, "+0000");

export async function startGraphApiStandIn(accessToken: string) {
  const leads = new Map<string, StandInLead>();
  const requests: string[] = [];
  const state = { down: false };

  const send = (response: import("node:http").ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json; charset=UTF-8" });
    response.end(JSON.stringify(body));
  };

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    requests.push(`${request.method} ${url.pathname}`);
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
    const token = request.headers.authorization?.replace(/^Bearer /, "") ?? url.searchParams.get("access_token");
    if (token !== accessToken) {
      return send(response, 400, { error: { message: "Invalid OAuth access token.", type: "OAuthException", code: 190 } });
    }
    const parts = url.pathname.split("/").filter(Boolean);
    if (parts[0] !== GRAPH_VERSION)
      return send(response, 400, { error: { message: "Unknown version", type: "GraphMethodException", code: 100 } });
    if (parts.length === 2) {
      const lead = leads.get(parts[1]!);
      if (!lead) {
        return send(response, 400, {
          error: {
            message: `Unsupported get request. Object with ID '${parts[1]}' does not exist`,
            type: "GraphMethodException",
            code: 100,
          },
        });
      }
      return send(response, 200, lead);
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
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/${GRAPH_VERSION}`,
    state,
    requests,
    leads,
    addLead(lead: StandInLead) {
      leads.set(lead.id, lead);
    },
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
