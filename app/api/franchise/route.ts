import { listFranchiseEnquiries, toWireFranchise } from "@/lib/enquiries/lists";
import { submitFranchiseEnquiry } from "@/lib/franchise/submit";
import { jsonFormRoute } from "@/lib/http/form-route";
import { staffListRoute } from "@/lib/http/staff-list";

/** POST /api/franchise: orgizationname, mobile, contactperson, email, description, websiteurl as JSON → { message }. */
export const POST = jsonFormRoute("franchise enquiry (API)", (input, ip) => submitFranchiseEnquiry(input, { ip, source: "API" }));

/** GET /api/franchise: the franchise enquiries (staff only), newest first. */
export const GET = staffListRoute(({ q, cursor, limit }) => listFranchiseEnquiries({ q, cursor }, limit), toWireFranchise);
