/**
 * Google Ads lead-form webhooks (https://developers.google.com/google-ads/webhook/docs/implementation):
 * `{ lead_id, user_column_data: [{ column_id, column_name, string_value }], form_id, campaign_id,
 * gcl_id, adgroup_id, creative_id, google_key, is_test, api_version }`. Standard questions have
 * column ids such as FULL_NAME, FIRST_NAME, LAST_NAME, EMAIL, WORK_EMAIL, PHONE_NUMBER, WORK_PHONE.
 */
import { z } from "zod";
import { readCourse, readEmail, readMobile, readName, readPercentage } from "@/lib/intake/contact";
import type { IntakeLead } from "@/lib/intake/store";

// int64 ids: JSON numbers, or strings as proto3's JSON mapping writes them.
const int64 = z.union([z.number().int(), z.string().regex(/^-?\d{1,20}$/)]).transform(String);

export const googlePayload = z.object({
  lead_id: z.string({ error: "lead_id is required" }).min(1, "lead_id is required").max(200, "lead_id is too long"),
  user_column_data: z
    .array(
      z.object({
        column_id: z.string().optional(),
        column_name: z.string().optional(),
        string_value: z.string().optional(),
      }),
      { error: "user_column_data must be a list of columns" },
    )
    .default([]),
  api_version: z.string().optional(),
  form_id: int64.optional(),
  campaign_id: int64.optional(),
  adgroup_id: int64.optional(),
  creative_id: int64.optional(),
  gcl_id: z.string().optional(),
  google_key: z.string({ error: "google_key is required" }),
  is_test: z.boolean().optional().default(false),
});
export type GooglePayload = z.infer<typeof googlePayload>;

export const googleExternalId = (leadId: string) => `google:${leadId}`;

export function googleLead(payload: GooglePayload, defaultCourse: string | null): IntakeLead {
  const columns = payload.user_column_data;
  const byId = (...ids: string[]) => columns.find((column) => ids.includes(column.column_id ?? ""))?.string_value;
  const byWords = (pattern: RegExp) =>
    columns.find((column) => pattern.test(`${column.column_id ?? ""} ${column.column_name ?? ""}`))?.string_value;
  const fullName = byId("FULL_NAME") ?? [byId("FIRST_NAME"), byId("LAST_NAME")].filter(Boolean).join(" ");
  return {
    source: "GOOGLE_LEAD_FORM",
    externalId: googleExternalId(payload.lead_id),
    name: readName(fullName),
    email: readEmail(byId("EMAIL", "WORK_EMAIL")),
    mobile: readMobile(byId("PHONE_NUMBER", "WORK_PHONE")),
    course: readCourse(byWords(/course/i), defaultCourse),
    percentage: readPercentage(byWords(/percent|12th/i)),
    ad: { formId: payload.form_id, adId: payload.creative_id, campaignId: payload.campaign_id },
  };
}
