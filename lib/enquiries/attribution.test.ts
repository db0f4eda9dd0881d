import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { submitFranchiseEnquiry } from "@/lib/franchise/submit";
import { submitLead } from "@/lib/leads/submit";
import { clearEnquiries, freshIp } from "@/lib/testing/enquiries";
import { readAttribution } from "./attribution";

beforeEach(clearEnquiries);
afterAll(async () => {
  await clearEnquiries();
  await disconnect();
});

describe("where an enquiry came from", () => {
  it("keeps plain values of the right form, cut to length, and drops the rest", () => {
    expect(
      readAttribution({
        page: "/admisson?tab=medical",
        referrer: "https://www.google.com/",
        utm_source: "  newsletter ",
        utm_medium: "e\u0000mail",
        utm_campaign: "x".repeat(500),
      }),
    ).toEqual({
      pagePath: "/admisson?tab=medical",
      referrer: "https://www.google.com/",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "x".repeat(100),
    });
    expect(
      readAttribution({
        page: "https://evil.example/",
        referrer: "javascript:alert(1)",
        utm_source: 42,
        utm_medium: ["a"],
        utm_campaign: "",
      }),
    ).toEqual({});
    expect(readAttribution({ page: "//evil.example/path" })).toEqual({});
    expect(readAttribution(null)).toEqual({});
  });

  it("is stored with a lead and a franchise enquiry, from a form or the API, and never costs the enquiry", async () => {
    const lead = { name: "Asha", email: "asha@example.com", mobile: "9876543210", percentage: "80", course: "MBA" };
    const sent = await submitLead(
      { ...lead, page: "/contact", utm_source: "newsletter", utm_medium: "email", utm_campaign: "june", referrer: "not a url" },
      { ip: freshIp(), source: "CONTACT_PAGE" },
    );
    expect(sent.ok).toBe(true);
    expect(await prisma.lead.findFirstOrThrow()).toMatchObject({
      pagePath: "/contact",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "june",
      referrer: null,
    });

    const franchise = {
      orgizationname: "Bright Future Academy",
      contactperson: "Ravi",
      mobile: "9876501234",
      email: "ravi@example.com",
      websiteurl: "https://bright.example/",
      description: "A coaching centre.",
      utm_source: "partner-site",
    };
    expect((await submitFranchiseEnquiry(franchise, { ip: freshIp(), source: "API" })).ok).toBe(true);
    expect(await prisma.franchiseEnquiry.findFirstOrThrow()).toMatchObject({ utmSource: "partner-site", pagePath: null });
  });

  it("of a child's enquiry keeps the page it was sent from (the notice says so) and nothing that tracks the child", async () => {
    const child = { name: "Ira", email: "ira@example.com", mobile: "9876505678", percentage: "71", course: "MBBS" };
    const guardian = { under18: true, guardianName: "Kavya R", guardianEmail: "kavya@example.com" };
    const tracking = { utm_source: "newsletter", utm_medium: "email", utm_campaign: "june", referrer: "https://www.google.com/" };
    const sent = await submitLead(
      { ...child, ...guardian, ...tracking, page: "/admisson?tab=medical" },
      { ip: freshIp(), source: "MODAL" },
    );
    expect(sent.ok).toBe(true);
    expect(await prisma.lead.findFirstOrThrow()).toMatchObject({
      minor: true,
      pagePath: "/admisson?tab=medical",
      referrer: null,
      utmSource: null,
      utmMedium: null,
      utmCampaign: null,
    });
  });
});
