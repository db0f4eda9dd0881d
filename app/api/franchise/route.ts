import { listFranchiseEnquiries } from "@/lib/franchise/queries";
import { toWireFranchise } from "@/lib/franchise/wire";
import { submitFranchiseEnquiry } from "@/lib/franchise/submit";
import { listRoute } from "@/lib/http/list-route";
import { route } from "@/lib/http/route";

/** POST /api/franchise: orgizationname, mobile, contactperson, email, description, websiteurl as JSON → `{ message }`. */
export const POST = route({ name: "franchise enquiry (API)", body: "json" }, ({ body, ip }) =>
  submitFranchiseEnquiry(body, { ip, source: "API" }),
);

/** GET /api/franchise: the franchise enquiries (staff only), newest first. */
export const GET = listRoute(
  {
    name: "franchise list",
    permission: "enquiries.read",
    staff: { audit: { action: "franchise.list", entityType: "FranchiseEnquiry" } },
  },
  ({ filter, cursor, limit }) => listFranchiseEnquiries({ q: filter.q, cursor }, limit, { consentedOnly: true }),
  toWireFranchise,
);
