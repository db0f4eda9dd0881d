import { listRoute } from "@/lib/http/list-route";
import { route } from "@/lib/http/route";
import { leadFilterSchema, listLeads } from "@/lib/leads/queries";
import { submitLead } from "@/lib/leads/submit";
import { toWireLead } from "@/lib/leads/wire";

/** POST /api/contact: the counselling enquiry as JSON → `{ message }`. */
export const POST = route({ name: "lead (API)", body: "json" }, ({ body, ip }) => submitLead(body, { ip, source: "API" }));

/** GET /api/contact: the leads (staff only; none awaiting a guardian's consent), newest first; the Contact List's filters apply too (lib/http/list-route.ts: counsellors' pages capped and audited). */
export const GET = listRoute(
  {
    name: "lead list",
    permission: "leads.work",
    staff: { filter: leadFilterSchema, audit: { action: "lead.list", entityType: "Lead" } },
  },
  ({ filter, cursor, limit, caller }) => listLeads({ ...filter, cursor }, caller.userId, limit, { consentedOnly: true }),
  toWireLead,
);
