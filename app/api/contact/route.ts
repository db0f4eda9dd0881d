import { jsonFormRoute } from "@/lib/http/form-route";
import { staffListRoute } from "@/lib/http/staff-list";
import { listLeads, readLeadFilter } from "@/lib/leads/queries";
import { submitLead } from "@/lib/leads/submit";
import { toWireLead } from "@/lib/leads/wire";

/** POST /api/contact: the counselling enquiry as JSON (specification, section 7) → { message }. */
export const POST = jsonFormRoute("lead (API)", (input, ip) => submitLead(input, { ip, source: "API" }));

/** GET /api/contact: the leads (staff only), newest first; the Contact List's filters apply too. */
export const GET = staffListRoute(
  ({ url, cursor, limit, caller }) => listLeads({ ...readLeadFilter(url.searchParams), cursor }, caller.userId, limit),
  toWireLead,
);
