import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/franchise/route";
import { NO_NOTICE } from "@/content/notices";
import { disconnect, prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { FRANCHISE_RECEIVED } from "@/lib/franchise/submit";
import { TOO_MANY_SUBMISSIONS } from "@/lib/security/rate-limit";
import { answer, clearEnquiries, jsonRequest } from "@/lib/testing/enquiries";

const enquiry = {
  orgizationname: "Bright Future Academy",
  contactperson: "Ravi Sharma",
  mobile: "098765 43210",
  email: "Ravi@BrightFuture.example",
  websiteurl: "www.brightfuture.example",
  description: "A coaching centre in Haldwani with 300 students a year.\nWe want to add admissions counselling.",
};

const post = async (body: unknown, headers?: Record<string, string>) =>
  answer(await POST(jsonRequest("/api/franchise", body, headers)));

beforeEach(clearEnquiries);
afterAll(async () => {
  await clearEnquiries();
  await disconnect();
});

describe("POST /api/franchise", () => {
  it("saves the enquiry under clean column names, with both e-mails queued", async () => {
    const { status, body } = await post(enquiry);

    expect(status).toBe(200);
    expect(body).toEqual({ message: FRANCHISE_RECEIVED });
    expect(await prisma.franchiseEnquiry.findFirstOrThrow()).toMatchObject({
      organisationName: "Bright Future Academy",
      contactPerson: "Ravi Sharma",
      mobile: "+919876543210",
      email: "ravi@brightfuture.example",
      websiteUrl: "https://www.brightfuture.example/",
      description: enquiry.description,
      noticeVersion: NO_NOTICE,
      duplicateOfId: null,
    });
    const mails = await prisma.outboxEmail.findMany();
    expect(mails.map((mail) => mail.to).sort()).toEqual([env().STAFF_NOTIFY_EMAIL, "ravi@brightfuture.example"].sort());
    expect(mails.find((mail) => mail.to === env().STAFF_NOTIFY_EMAIL)?.html).toContain(
      "A coaching centre in Haldwani with 300 students a year.<br>",
    );
    // The acknowledgement goes to an unverified address: none of the visitor's text beyond the greeting.
    const acknowledgement = mails.find((mail) => mail.to === "ravi@brightfuture.example");
    expect(acknowledgement?.html).toContain("Ravi Sharma");
    for (const typed of [
      "A coaching centre",
      "admissions counselling",
      "Bright Future Academy",
      "brightfuture.example/",
      "98765",
    ]) {
      expect(acknowledgement?.html).not.toContain(typed);
      expect(acknowledgement?.text).not.toContain(typed);
    }
  });

  it("requires every field and names each one", async () => {
    const { status, body } = await post({});
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(
      ["contactperson", "description", "email", "mobile", "orgizationname", "websiteurl"].sort(),
    );
  });

  it.each([
    ["a javascript: address", { websiteurl: "javascript:alert(1)" }, "websiteurl"],
    ["a host without a dot", { websiteurl: "localhost" }, "websiteurl"],
    ["a 10,000-character organisation name", { orgizationname: "O".repeat(10_000) }, "orgizationname"],
    ["a number as the description", { description: 42 }, "description"],
    ["a landline-length mobile", { mobile: "12345" }, "mobile"],
  ])("refuses %s", async (_case, change, field) => {
    const { status, body } = await post({ ...enquiry, ...change });
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {})).toEqual([field]);
  });

  it("answers malformed JSON and the wrong content type with a 4xx", async () => {
    expect((await post("{oops")).status).toBe(400);
    const text = await POST(
      new Request("http://localhost/api/franchise", { method: "POST", headers: { "content-type": "text/plain" }, body: "hi" }),
    );
    expect(text.status).toBe(415);
    expect(((await text.json()) as { errors: object }).errors).toHaveProperty("body");
  });

  it("refuses a cross-site browser request", async () => {
    expect((await post(enquiry, { origin: "https://evil.example", host: "localhost" })).status).toBe(403);
  });

  it("marks a repeat within 24 hours as a duplicate of the first and does not acknowledge it again", async () => {
    await post(enquiry);
    await post({ ...enquiry, orgizationname: "Bright Future Academy (Branch 2)" });
    const [first, repeat] = await prisma.franchiseEnquiry.findMany({ orderBy: { createdAt: "asc" } });
    expect(repeat!.duplicateOfId).toBe(first!.id);
    expect(await prisma.outboxEmail.count({ where: { to: env().STAFF_NOTIFY_EMAIL } })).toBe(2);
    expect(await prisma.outboxEmail.count({ where: { to: "ravi@brightfuture.example" } })).toBe(1);
  });

  it("limits each address to five enquiries in ten minutes", async () => {
    const address = { "x-forwarded-for": "203.0.113.70" };
    for (let i = 0; i < 5; i++) expect((await post({ ...enquiry, email: `f${i}@example.com` }, address)).status).toBe(200);
    const limited = await post(enquiry, address);
    expect(limited).toEqual({ status: 429, body: { message: TOO_MANY_SUBMISSIONS, errors: {} } });
  });

  it("stores nothing for a filled honeypot", async () => {
    expect((await post({ ...enquiry, fax: "1" })).status).toBe(200);
    expect(await prisma.franchiseEnquiry.count()).toBe(0);
  });
});
