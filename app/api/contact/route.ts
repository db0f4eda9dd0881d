import { jsonFormRoute } from "@/lib/http/form-route";
import { submitLead } from "@/lib/leads/submit";

/** POST /api/contact: the counselling enquiry as JSON (specification, section 7) → { message }. */
export const POST = jsonFormRoute("lead (API)", (input, ip) => submitLead(input, { ip, source: "API" }));
