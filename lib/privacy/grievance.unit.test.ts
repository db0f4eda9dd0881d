import { afterEach, describe, expect, it, vi } from "vitest";
import { renderEmail } from "@/lib/mail/templates/render";
import { grievanceContact } from "./grievance";

afterEach(() => vi.unstubAllEnvs());

describe("the Grievance Officer", () => {
  it("is the company's grievance mailbox at its head office until configured", () => {
    vi.stubEnv("GRIEVANCE_OFFICER_NAME", "");
    vi.stubEnv("GRIEVANCE_OFFICER_EMAIL", "");
    vi.stubEnv("GRIEVANCE_OFFICER_ADDRESS", "");
    expect(grievanceContact()).toEqual({
      name: "The Grievance Officer",
      email: "grievance@dishaeducation.in",
      address: expect.stringContaining("Greater Noida West"),
    });
  });

  it("comes from configuration, and every e-mail names it in its footer, escaped in the HTML part", () => {
    vi.stubEnv("GRIEVANCE_OFFICER_NAME", "Priya Nair <Grievance Officer>");
    vi.stubEnv("GRIEVANCE_OFFICER_EMAIL", "priya@example.com");
    vi.stubEnv("GRIEVANCE_OFFICER_ADDRESS", "4 Park Street, Kolkata 700016");
    const email = renderEmail({ heading: "Thank you", paragraphs: ["We will call you."] });
    expect(email.text.split("\n").at(-1)).toBe(
      "Questions or complaints about your data: Priya Nair <Grievance Officer>, priya@example.com, 4 Park Street, Kolkata 700016.",
    );
    expect(email.html).toContain("Priya Nair &lt;Grievance Officer&gt;, priya@example.com, 4 Park Street, Kolkata 700016.");
  });

  it("refuses a configured address that is not an e-mail address, naming the variable", () => {
    vi.stubEnv("GRIEVANCE_OFFICER_EMAIL", "priya at example");
    expect(() => grievanceContact()).toThrow(/GRIEVANCE_OFFICER_EMAIL must be an e-mail address/);
  });
});
