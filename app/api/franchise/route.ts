import { submitFranchiseEnquiry } from "@/lib/franchise/submit";
import { jsonFormRoute } from "@/lib/http/form-route";

/** POST /api/franchise: orgizationname, mobile, contactperson, email, description, websiteurl as JSON → { message }. */
export const POST = jsonFormRoute("franchise enquiry (API)", (input, ip) => submitFranchiseEnquiry(input, { ip, source: "API" }));
