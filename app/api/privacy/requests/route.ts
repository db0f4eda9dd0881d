import { route } from "@/lib/http/route";
import { createPrivacyRequest } from "@/lib/privacy/rights/requests";

/**
 * POST /api/privacy/requests `{ email | mobile, kind: "access" | "correction" | "erasure" | "withdraw", note? }`
 * → `{ message }`: the same answer for any address; a link goes to the address on record.
 */
export const POST = route({ name: "privacy request", body: "json" }, ({ body, ip }) => createPrivacyRequest(body, ip));
