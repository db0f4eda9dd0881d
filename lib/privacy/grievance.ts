/**
 * The Grievance Officer a person can write to about their data (DPDP Rules 2025: the contact of
 * the person who answers for the fiduciary), from configuration (GRIEVANCE_OFFICER_*), shown on
 * the privacy page, in every form's notice and in every e-mail's footer. Read on its own, like
 * siteOrigin(), so prerendered pages can show it without the server's other variables.
 */
import { site } from "@/content/site";
import { envSchema } from "@/lib/env";

export type GrievanceContact = { name: string; email: string; address: string };

const headOffice = site.offices.find((office) => office.isHeadOffice) ?? site.offices[0]!;

/** Until configured: the company's own head office and a grievance mailbox of its domain. */
const defaults: GrievanceContact = {
  name: "The Grievance Officer",
  email: "grievance@dishaeducation.in",
  address: [...headOffice.addressLines, `${headOffice.city}, ${headOffice.region} ${headOffice.postalCode}`].join(", "),
};

// Built once: every e-mail's footer reads the contact, and picking a schema costs more than parsing with it.
const grievanceEnv = envSchema.pick({
  GRIEVANCE_OFFICER_NAME: true,
  GRIEVANCE_OFFICER_EMAIL: true,
  GRIEVANCE_OFFICER_ADDRESS: true,
});

export function grievanceContact(): GrievanceContact {
  const parsed = grievanceEnv.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return {
    name: parsed.data.GRIEVANCE_OFFICER_NAME ?? defaults.name,
    email: parsed.data.GRIEVANCE_OFFICER_EMAIL ?? defaults.email,
    address: parsed.data.GRIEVANCE_OFFICER_ADDRESS ?? defaults.address,
  };
}

/** One line for an e-mail footer or a notice. */
export function grievanceLine(contact: GrievanceContact = grievanceContact()): string {
  return `Questions or complaints about your data: ${contact.name}, ${contact.email}, ${contact.address}.`;
}
