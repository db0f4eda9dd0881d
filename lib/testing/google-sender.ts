/**
 * What Google's lead-form webhook sends (https://developers.google.com/google-ads/webhook/docs/implementation):
 * a JSON POST of `lead_id`, `user_column_data` (`column_id`, `column_name`, `string_value`),
 * `api_version`, `form_id`, `campaign_id`, `adgroup_id`, `creative_id`, `gcl_id`, `google_key`, `is_test`.
 */
export function googleLeadPayload(
  googleKey: string,
  lead: { id: string; name?: string; email?: string; phone?: string; course?: string; formId?: number; isTest?: boolean },
) {
  const columns = [
    lead.name !== undefined && { column_name: "Full Name", string_value: lead.name, column_id: "FULL_NAME" },
    lead.email !== undefined && { column_name: "User Email", string_value: lead.email, column_id: "EMAIL" },
    lead.phone !== undefined && { column_name: "User Phone", string_value: lead.phone, column_id: "PHONE_NUMBER" },
    lead.course !== undefined && {
      column_name: "Which course are you interested in?",
      string_value: lead.course,
      column_id: "course_interest",
    },
  ].filter(Boolean);
  return {
    lead_id: lead.id,
    user_column_data: columns,
    api_version: "1.0",
    form_id: lead.formId ?? 40000000001,
    campaign_id: 12345678901,
    adgroup_id: 20000000001,
    creative_id: 30000000001,
    gcl_id: "TeSter-123-ABCDEFGHIJKLMNOPQRSTUVWXYZ-abcdefghijklmnopqrstuvwxyz-0123456789-AaBbCcDdEeFfGgHhIiJjKkLl",
    google_key: googleKey,
    is_test: lead.isTest ?? false,
  };
}

/** Google's POST of that payload to the webhook's address. */
export const googleLeadRequest = (payload: unknown, url = "http://localhost/api/webhooks/google-leads") =>
  new Request(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(payload) });
