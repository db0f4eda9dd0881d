import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { NO_NOTICE, notices } from "@/content/notices";
import { submitApplication } from "@/lib/careers/submit";
import { disconnect, prisma } from "@/lib/db";
import { submitFranchiseEnquiry } from "@/lib/franchise/submit";
import { submitLead } from "@/lib/leads/submit";
import { clearEnquiries, freshIp } from "@/lib/testing/enquiries";

const lead = {
  name: "Asha Verma",
  email: "asha@example.com",
  mobile: "9876543210",
  percentage: "82",
  course: "MBA",
  appearedInExam: "no",
};
const franchise = {
  orgizationname: "Bright Future Academy",
  contactperson: "Ravi Sharma",
  mobile: "9876543211",
  email: "ravi@example.com",
  websiteurl: "www.brightfuture.example",
  description: "A coaching centre in Haldwani.",
};

function application(marketingConsent?: string): Record<string, unknown> {
  const pdf = new TextEncoder().encode("%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
  return {
    name: "Meera Iyer",
    email: "meera@example.com",
    phone: "9812345678",
    designation: "Career Counsellor",
    dob: "1996-04-12",
    address: "12 MG Road, Dehradun",
    expected_salary: "5 LPA",
    resume: new File([pdf], "cv.pdf", { type: "application/pdf" }),
    ...(marketingConsent === undefined ? {} : { marketingConsent }),
  };
}

/** The consents stored with the one enquiry of `form`, without their ids and times. */
async function consentsOf(form: string, enquiryId: string) {
  const rows = await prisma.consent.findMany({ where: { form, enquiryId }, orderBy: { purpose: "asc" } });
  for (const row of rows) expect(Date.now() - row.givenAt.getTime()).toBeLessThan(60_000);
  return rows.map(({ purpose, method, noticeVersion, withdrawnAt }) => ({ purpose, method, noticeVersion, withdrawnAt }));
}

beforeEach(clearEnquiries);
afterAll(async () => {
  await clearEnquiries();
  await disconnect();
});

describe("consent records", () => {
  it("a lead from the site's form records consent to the enquiry under the notice it showed, and marketing only when ticked", async () => {
    expect((await submitLead({ ...lead, marketingConsent: true }, { ip: freshIp(), source: "CONTACT_PAGE" })).ok).toBe(true);
    const ticked = await prisma.lead.findFirstOrThrow();
    expect(await consentsOf("lead", ticked.id)).toEqual([
      { purpose: "ENQUIRY", method: "FORM", noticeVersion: notices.lead.version, withdrawnAt: null },
      { purpose: "MARKETING", method: "FORM", noticeVersion: notices.lead.version, withdrawnAt: null },
    ]);

    expect(
      (await submitLead({ ...lead, email: "ravi@example.com", mobile: "9876543219" }, { ip: freshIp(), source: "MODAL" })).ok,
    ).toBe(true);
    const unticked = await prisma.lead.findFirstOrThrow({ where: { email: "ravi@example.com" } });
    expect(await consentsOf("lead", unticked.id)).toEqual([
      { purpose: "ENQUIRY", method: "FORM", noticeVersion: notices.lead.version, withdrawnAt: null },
    ]);
  });

  it("an API client's enquiry is recorded as given through the API, with no notice shown", async () => {
    expect((await submitLead({ ...lead, marketingConsent: "yes please" }, { ip: freshIp(), source: "API" })).ok).toBe(true);
    const stored = await prisma.lead.findFirstOrThrow();
    // Only true (JSON) or a ticked box ("on") is consent to marketing; any other value is not.
    expect(await consentsOf("lead", stored.id)).toEqual([
      { purpose: "ENQUIRY", method: "API", noticeVersion: NO_NOTICE, withdrawnAt: null },
    ]);
  });

  it("a franchise enquiry and a job application record theirs under their own notices", async () => {
    expect((await submitFranchiseEnquiry({ ...franchise, marketingConsent: true }, { ip: freshIp(), source: "PAGE" })).ok).toBe(
      true,
    );
    const enquiry = await prisma.franchiseEnquiry.findFirstOrThrow();
    expect((await consentsOf("franchise", enquiry.id)).map((consent) => [consent.purpose, consent.noticeVersion])).toEqual([
      ["ENQUIRY", notices.franchise.version],
      ["MARKETING", notices.franchise.version],
    ]);

    // A multipart form's ticked box arrives as "on".
    expect((await submitApplication(application("on"), { ip: freshIp(), source: "PAGE" })).ok).toBe(true);
    const career = await prisma.careerApplication.findFirstOrThrow();
    expect((await consentsOf("career", career.id)).map((consent) => [consent.purpose, consent.noticeVersion])).toEqual([
      ["ENQUIRY", notices.career.version],
      ["MARKETING", notices.career.version],
    ]);
  });

  it("a refused enquiry records no consent", async () => {
    const outcome = await submitLead(
      { ...lead, email: "not an address", marketingConsent: true },
      { ip: freshIp(), source: "CONTACT_PAGE" },
    );
    expect(outcome.ok).toBe(false);
    expect(await prisma.consent.count()).toBe(0);
  });
});
