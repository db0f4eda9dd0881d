/**
 * The franchise enquiry as the franchise page and POST /api/franchise send it, with the
 * specification's wire names (orgizationname is spelt so on purpose). Every field is required.
 */
import "@/lib/validation/zod-config";
import { z } from "zod";
import { CONTACT_PERSON_MAX, DESCRIPTION_MAX, ORGANISATION_MAX, WEBSITE_MAX } from "@/lib/franchise/constants";
import { guardianFields, requireGuardian } from "@/lib/privacy/minors/guardian-fields";
import { emailField, indianMobileField, marketingConsentField, requiredLine, requiredText } from "@/lib/validation/fields";

/** A web address; "example.com" is read as https://example.com. Only http and https are kept. */
export function normaliseWebsite(input: string): string | undefined {
  const text = input.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
    if (!/^[^.]+(\.[^.]+)+$/.test(url.hostname) || url.username || url.password) return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

const websiteField = requiredLine("your website address", WEBSITE_MAX, "website address").transform((value, context) => {
  const website = normaliseWebsite(value);
  if (!website) {
    context.addIssue({ code: "custom", message: "Enter a valid website address, like www.example.com" });
    return z.NEVER;
  }
  return website;
});

// A franchise partner is in practice an adult running a business, but the law asks every form
// that may collect a child's data to ask, and asking costs an adult one click.
export const franchiseSchema = z
  .object({
    orgizationname: requiredLine("your organisation's name", ORGANISATION_MAX, "organisation name"),
    contactperson: requiredLine("the contact person's name", CONTACT_PERSON_MAX, "contact person"),
    mobile: indianMobileField,
    email: emailField,
    websiteurl: websiteField,
    description: requiredText("a few words about your company", DESCRIPTION_MAX, "about company"),
    marketingConsent: marketingConsentField,
    ...guardianFields,
  })
  .superRefine((enquiry, context) => requireGuardian(enquiry, enquiry.under18 === true, context), {
    when: (payload) => typeof payload.value === "object" && payload.value !== null,
  });

export type FranchiseInput = z.output<typeof franchiseSchema>;
