/**
 * The Lead Sources page's "send a test lead": a lead in Google's own format, marked `is_test` and
 * carrying the configured key, sent through the webhook's own code (key check, stored delivery and
 * its job, processing), which keeps it apart as a test: never a lead, never assigned or mailed.
 */
import { randomUUID } from "node:crypto";
import { failure, success, type Outcome } from "@/lib/http/outcome";
import { googleLeadFormKey } from "./config";
import { processDelivery, storeDelivery } from "./deliveries";
import { receiveGoogleLead } from "./google/receive";

export async function sendGoogleTestLead(): Promise<Outcome> {
  const key = googleLeadFormKey();
  if (!key) return failure(409, "Set GOOGLE_LEAD_FORM_KEY first.");
  const payload = {
    lead_id: `test-${randomUUID()}`,
    api_version: "1.0",
    form_id: 1,
    campaign_id: 1,
    google_key: key,
    is_test: true,
    user_column_data: [
      { column_name: "Full Name", string_value: "Test Lead", column_id: "FULL_NAME" },
      { column_name: "User Email", string_value: "test@example.com", column_id: "EMAIL" },
      { column_name: "User Phone", string_value: "+919800000000", column_id: "PHONE_NUMBER" },
    ],
  };
  const body = JSON.stringify(payload);
  const request = new Request("http://localhost/api/webhooks/google-leads", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  });
  const answer = await receiveGoogleLead(request, "panel");
  if (!answer.ok) return answer;
  // Processed now, so the page shows it at once (its queued job then finds it done).
  await processDelivery((await storeDelivery("google", body)).id);
  return success("A test lead went through Google's webhook: it is listed under Test leads, not on the Contact List.");
}
