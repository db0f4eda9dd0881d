/**
 * The Lead Sources page's "send a test lead" buttons, each through its channel's real path, each
 * lead kept apart as a test: never a lead, never assigned or mailed.
 */
import "server-only";
import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db";
import { failure, success, type Outcome } from "@/lib/http/outcome";
import { googleLeadFormKey, metaConfig, missingSettings } from "./config";
import { processDelivery, storeDelivery } from "./deliveries";
import { receiveGoogleLead } from "./google/receive";
import { createTestLead, deleteLead, formTestLeadIds, GraphApiError } from "./meta/graph";
import { submitPartnerLead } from "./partners/submit";

/**
 * Google: a lead in Google's own format, marked `is_test` and carrying the configured key, sent
 * through the webhook's own code (key check, stored delivery and its job, processing).
 */
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

/** What Meta's test lead answers; Meta's standard questions, which every lead form has some of. */
const META_TEST_ANSWERS = [
  { name: "full_name", values: ["Test Lead"] },
  { name: "email", values: ["test@example.com"] },
  { name: "phone_number", values: ["+919800000000"] },
];

/**
 * Meta: asks Meta to make a test lead on one of the site's known forms (its previous test lead
 * deleted first: Meta keeps one a form). Meta then sends the signed `leadgen` webhook as for any
 * lead, and the normal path fetches it, recognises it as a test (lib/intake/meta/test-leads.ts)
 * and lists it under Test leads. What Meta refuses (an unknown form, a token without the
 * permission) is answered with Meta's own words.
 */
export async function sendMetaTestLead(formRowId: string): Promise<Outcome> {
  if (!metaConfig()) return failure(409, `Set ${missingSettings().meta.join(", ")} first.`);
  const form = await prisma.leadAdForm.findFirst({ where: { id: formRowId, channel: "meta" }, select: { formId: true } });
  if (!form) return failure(404, "That Meta form is not known.");
  try {
    for (const previous of await formTestLeadIds(form.formId)) await deleteLead(previous);
    const lead = await createTestLead(form.formId, META_TEST_ANSWERS);
    return success(
      `Meta made test lead ${lead.id} on form ${form.formId}. Its webhook comes within a few seconds; it is then listed under Test leads, not on the Contact List.`,
    );
  } catch (error) {
    if (!(error instanceof GraphApiError)) throw error;
    if (error.status === 0 || error.status >= 500) return failure(503, `Meta could not make the test lead now: ${error.message}`);
    return failure(409, `Meta refused a test lead on form ${form.formId}: ${error.message}`);
  }
}

/**
 * A partner's: its keys are kept hashed, so the panel holds none to send with. The button sends a
 * test lead as the partner of a live key through the endpoint's own handling after the key check
 * (the same schema, and the same keeping apart as a partner's `"test": true`), the admin's session
 * standing in for the key; it neither spends the partner's rate nor marks the key used. The key
 * itself is proven by the partner sending the same test with it (the page shows the command).
 */
export async function sendPartnerTestLead(keyId: string): Promise<Outcome> {
  const key = await prisma.partnerKey.findFirst({
    where: { id: keyId, revokedAt: null },
    select: { id: true, partnerName: true },
  });
  if (!key) return failure(404, "That key is not in use.");
  const answer = await submitPartnerLead(key, {
    externalId: `test-${randomUUID()}`,
    name: "Test Lead",
    email: "test@example.com",
    mobile: "9800000000",
    test: true,
  });
  if (!answer.ok) return answer;
  return success(`A test lead went through ${key.partnerName}'s path: it is listed under Test leads, not on the Contact List.`);
}
