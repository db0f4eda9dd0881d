/**
 * POST /api/webhooks/google-leads: Google's lead-form delivery. `google_key` must be the key set in
 * the form's webhook settings (GOOGLE_LEAD_FORM_KEY, compared in constant time), else 401 and
 * nothing stored; then the payload is read (400 naming the problem), stored and answered at once.
 */
import { failure, success, type Outcome } from "@/lib/http/outcome";
import { googleLeadFormKey } from "@/lib/intake/config";
import { storeDelivery } from "@/lib/intake/deliveries";
import { auditRefusedDelivery, parseJson, readWebhookBody } from "@/lib/intake/receive";
import { sameSecret } from "@/lib/intake/secrets";
import { googlePayload } from "./payload";

export async function receiveGoogleLead(request: Request, ip: string): Promise<Outcome> {
  const key = googleLeadFormKey();
  if (!key) return failure(404, "Not found.");
  const body = await readWebhookBody(request);
  if (!body.ok) return body;
  const json = parseJson(body.text);
  if (!json.ok) return json;
  const given = (json.value as { google_key?: unknown } | null)?.google_key;
  if (typeof given !== "string" || !sameSecret(given, key)) {
    await auditRefusedDelivery("google", typeof given === "string" ? "wrong key" : "no key", ip);
    return failure(401, "The google_key is missing or wrong.");
  }
  const payload = googlePayload.safeParse(json.value);
  if (!payload.success) {
    return failure(
      400,
      `The lead cannot be read: ${payload.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ")}`,
    );
  }
  const delivery = await storeDelivery("google", body.text);
  return success(delivery.fresh ? "Received." : "Received before.");
}
