import { route } from "@/lib/http/route";
import { receiveGoogleLead } from "@/lib/intake/google/receive";

/** POST /api/webhooks/google-leads: a Google Ads lead-form lead (404 while GOOGLE_LEAD_FORM_KEY is unset). */
export const POST = route({ name: "google lead webhook" }, ({ request, ip }) => receiveGoogleLead(request, ip));
