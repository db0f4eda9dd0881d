import { route } from "@/lib/http/route";
import { receivePartnerLead } from "@/lib/intake/partners/receive";

/** POST /api/partners/leads: a partner portal's lead, with `Authorization: Bearer <partner key>`. */
export const POST = route({ name: "partner lead", body: "json" }, ({ request, body }) =>
  receivePartnerLead(request.headers, body),
);
