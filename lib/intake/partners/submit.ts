/**
 * POST /api/partners/leads: a partner portal's lead, with the enquiry's fields (course and 12th
 * percentage optional here) and the partner's own id for it (`externalId`), which keeps a resent
 * lead from being stored twice. A missing e-mail or mobile keeps the lead, flagged incomplete; one
 * that is there but wrong is refused with the field named, so the partner can correct it.
 *
 * `"test": true` makes it a test lead: checked as any lead (the key, its rate, every field), then
 * kept apart on the Lead Sources page, never a lead, never assigned or mailed. A partner checks its
 * integration with it; the page's button sends one as the partner (lib/intake/test-lead.ts).
 */
import "@/lib/validation/zod-config";
import { z } from "zod";
import { invalid, success, type Outcome } from "@/lib/http/outcome";
import { readName, readPercentage } from "@/lib/intake/contact";
import { keepPartnerTest } from "@/lib/intake/deliveries";
import { storeIntakeLead } from "@/lib/intake/store";
import { COURSES, NAME_MAX } from "@/lib/leads/constants";
import { emailField, indianMobileField, percentageField, requiredLine } from "@/lib/validation/fields";

const blank = (input: unknown) => (input === "" || input === null ? undefined : input);

export const partnerLeadSchema = z.object({
  externalId: z
    .string({ error: "Give your id for this lead as externalId" })
    .trim()
    .min(1, "Give your id for this lead as externalId")
    .max(200, "externalId must be at most 200 characters"),
  name: requiredLine("the name", NAME_MAX, "name"),
  email: z.preprocess(blank, emailField.optional()),
  mobile: z.preprocess(blank, indianMobileField.optional()),
  course: z.preprocess(
    (input) => (typeof input === "string" ? input.trim().toUpperCase() || undefined : blank(input)),
    z.enum(COURSES, { error: `course must be one of ${COURSES.join(", ")}` }).optional(),
  ),
  percentage: z.preprocess(blank, percentageField("", "12th percentage").optional()),
  utmCampaign: z.preprocess(blank, z.string().trim().max(200).optional()),
  test: z.boolean({ error: "test must be true or false" }).optional(),
});

export const PARTNER_LEAD_RECEIVED = "Lead received.";
export const PARTNER_TEST_RECEIVED = "Test lead received: it is kept apart as a test, not stored as a lead.";

export async function submitPartnerLead(partner: { id: string; partnerName: string }, body: unknown): Promise<Outcome> {
  const parsed = partnerLeadSchema.safeParse(body);
  if (!parsed.success) return invalid(parsed.error);
  const lead = parsed.data;
  if (lead.test) {
    await keepPartnerTest(JSON.stringify({ partnerName: partner.partnerName, lead }));
    return success(PARTNER_TEST_RECEIVED);
  }
  const stored = await storeIntakeLead({
    source: "PARTNER",
    // By the partner's name, not the key's id: a lead resent after its key was replaced is still known.
    externalId: `partner:${partner.partnerName.toLowerCase()}:${lead.externalId}`,
    name: readName(lead.name),
    email: lead.email ?? null,
    mobile: lead.mobile ?? null,
    course: lead.course ?? "",
    percentage: readPercentage(lead.percentage),
    partnerName: partner.partnerName,
    utmSource: partner.partnerName,
    utmCampaign: lead.utmCampaign,
  });
  if (!stored.created) return success("This lead was received before; nothing changed.");
  const missing = [lead.email ? null : "e-mail", lead.mobile ? null : "mobile"].filter(Boolean);
  if (missing.length > 0) return success(`${PARTNER_LEAD_RECEIVED} It is kept as incomplete: it has no ${missing.join(" or ")}.`);
  return success(PARTNER_LEAD_RECEIVED);
}
