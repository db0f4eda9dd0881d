/**
 * A Graph API lead (its `field_data`: Meta's standard questions `full_name`, `first_name`,
 * `last_name`, `email`, `phone_number`, and the form's own) as the lead's fields. A custom
 * question whose key names a course or a percentage fills those.
 */
import { readCourse, readEmail, readMobile, readName, readPercentage } from "@/lib/intake/contact";
import type { IntakeLead } from "@/lib/intake/store";
import type { GraphLead } from "./graph";

export const metaExternalId = (leadgenId: string) => `meta:${leadgenId}`;

export function metaLead(lead: GraphLead, defaultCourse: string | null): IntakeLead {
  const answers = new Map(lead.field_data.map((field) => [field.name.toLowerCase(), field.values.join(", ")]));
  const find = (pattern: RegExp) => [...answers].find(([name]) => pattern.test(name))?.[1];
  const fullName = answers.get("full_name") ?? [answers.get("first_name"), answers.get("last_name")].filter(Boolean).join(" ");
  return {
    source: "META_LEAD_AD",
    externalId: metaExternalId(lead.id),
    name: readName(fullName),
    email: readEmail(answers.get("email") ?? find(/e-?mail/)),
    mobile: readMobile(answers.get("phone_number") ?? find(/phone|mobile/)),
    course: readCourse(find(/course/), defaultCourse),
    percentage: readPercentage(find(/percent|12th/)),
    ad: { formId: lead.form_id, adId: lead.ad_id, campaignId: lead.campaign_id },
  };
}
