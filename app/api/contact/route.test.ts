import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/contact/route";
import { NO_NOTICE } from "@/content/notices";
import { disconnect, prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { LEAD_RECEIVED } from "@/lib/leads/submit";
import { TOO_MANY_SUBMISSIONS } from "@/lib/security/rate-limit";
import { answer, clearEnquiries, jsonRequest } from "@/lib/testing/enquiries";

const lead = {
  name: "Asha Rawat",
  email: "asha.rawat@example.com",
  mobile: "+91 98765 43210",
  percentage: "86.4",
  course: "B.TECH",
  appearedInExam: "yes",
  examName: "JEE Main",
  examPercentage: 97.2,
};

const post = async (body: unknown, headers?: Record<string, string>) =>
  answer(await POST(jsonRequest("/api/contact", body, headers)));

beforeEach(clearEnquiries);
afterAll(async () => {
  await clearEnquiries();
  await disconnect();
});

describe("POST /api/contact", () => {
  it("saves the lead, normalised, with a staff notification and an acknowledgement in the outbox", async () => {
    const { status, body } = await post(lead);

    expect(status).toBe(200);
    expect(body).toEqual({ message: LEAD_RECEIVED });
    const saved = await prisma.lead.findFirstOrThrow();
    expect(saved).toMatchObject({
      name: "Asha Rawat",
      email: "asha.rawat@example.com",
      mobile: "+919876543210",
      course: "B.TECH",
      appearedInExam: true,
      examName: "JEE Main",
      source: "API",
      duplicateOfId: null,
      noticeVersion: NO_NOTICE,
    });
    expect(saved.percentage?.toString()).toBe("86.4");
    expect(saved.examPercentage?.toString()).toBe("97.2");
    // Stored in UTC, as Prisma stores times, whatever the server's time zone.
    expect(Math.abs(saved.createdAt.getTime() - Date.now())).toBeLessThan(60_000);

    const mails = await prisma.outboxEmail.findMany({ orderBy: { createdAt: "asc" } });
    expect(mails.map((mail) => mail.to).sort()).toEqual([env().STAFF_NOTIFY_EMAIL, "asha.rawat@example.com"].sort());
    const staff = mails.find((mail) => mail.to === env().STAFF_NOTIFY_EMAIL)!;
    expect(staff.replyTo).toBe("asha.rawat@example.com");
    expect(staff.text).toContain("JEE Main");
    expect(staff.text).toContain(`/admin/contacts/${saved.id}`);
  });

  it("reads examPercentage as the exam's own score: NEET marks out of 720, JEE Main's percentile to seven decimals", async () => {
    expect((await post({ ...lead, course: "MBBS", examName: "NEET", examPercentage: 612 })).status).toBe(200);
    const neet = await prisma.lead.findFirstOrThrow();
    expect(neet.examPercentage?.toString()).toBe("612");
    const staff = await prisma.outboxEmail.findFirstOrThrow({ where: { to: env().STAFF_NOTIFY_EMAIL } });
    expect(staff.text).toContain("Exam score: 612 out of 720");
    await clearEnquiries();

    expect((await post({ ...lead, examPercentage: "99.1234567" })).status).toBe(200);
    expect((await prisma.lead.findFirstOrThrow()).examPercentage?.toString()).toBe("99.1234567");

    const tooHigh = await post({ ...lead, examName: "NEET", examPercentage: 721 });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.body.errors).toEqual({ examPercentage: "A NEET score must be from 0 to 720" });
  });

  it("drops the exam fields when the answer is no, and ignores unknown fields", async () => {
    const { status } = await post({ ...lead, appearedInExam: "no", examPercentage: "abc", role: "ADMIN", id: "x" });

    expect(status).toBe(200);
    const saved = await prisma.lead.findFirstOrThrow();
    expect(saved).toMatchObject({ appearedInExam: false, examName: null, examPercentage: null });
  });

  it("escapes what the visitor typed in the HTML e-mail", async () => {
    await post({ ...lead, name: '<img src=x onerror="alert(1)">' });
    const staff = await prisma.outboxEmail.findFirstOrThrow({ where: { to: env().STAFF_NOTIFY_EMAIL } });
    expect(staff.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(staff.html).not.toContain("<img");
  });

  it.each([
    ["missing fields", {}, ["name", "email", "mobile", "percentage", "course"]],
    ["wrong types", { ...lead, name: 42, email: ["a@b.c"], mobile: { n: 1 }, course: 7 }, ["name", "email", "mobile", "course"]],
    ["a percentage of 101", { ...lead, percentage: 101 }, ["percentage"]],
    ['a percentage of "abc"', { ...lead, percentage: "abc" }, ["percentage"]],
    ["a 10,000-character name", { ...lead, name: "A".repeat(10_000) }, ["name"]],
    ["yes without the exam fields", { ...lead, examName: undefined, examPercentage: "" }, ["examName", "examPercentage"]],
    ["an exam score of 101", { ...lead, examPercentage: "101" }, ["examPercentage"]],
  ])("answers %s with 400 naming each bad field", async (_case, body, fields) => {
    const { status, body: response } = await post(body);

    expect(status).toBe(400);
    expect(response.message).toBeTruthy();
    expect(Object.keys(response.errors ?? {}).sort()).toEqual([...fields].sort());
    for (const text of Object.values(response.errors ?? {})) expect(text).toMatch(/\w/);
    expect(await prisma.lead.count()).toBe(0);
  });

  it("answers malformed JSON, a JSON array and the wrong content type with a 4xx and a body error", async () => {
    const malformed = await post('{"name": "Asha",');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toHaveProperty("body");

    const array = await post([lead]);
    expect(array.status).toBe(400);

    const form = await answer(
      await POST(
        new Request("http://localhost/api/contact", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "name=Asha",
        }),
      ),
    );
    expect(form.status).toBe(415);
    expect(form.body.errors).toHaveProperty("body");

    const none = await answer(
      await POST(new Request("http://localhost/api/contact", { method: "POST", body: JSON.stringify(lead) })),
    );
    expect(none.status).toBe(415);
  });

  it("refuses a body over its limit with 413 before reading it all", async () => {
    const { status, body } = await post({ ...lead, padding: "x".repeat(200_000) });
    expect(status).toBe(413);
    expect(body.message).toMatch(/too large/i);
  });

  it("refuses a cross-site browser request with 403, and accepts its own origin", async () => {
    const foreign = await post(lead, { origin: "https://evil.example", host: "localhost" });
    expect(foreign.status).toBe(403);
    expect(await prisma.lead.count()).toBe(0);

    const own = await post(lead, { origin: "http://localhost", host: "localhost" });
    expect(own.status).toBe(200);
  });

  it("saves a repeat of the same mobile or e-mail within 24 hours, marked as a duplicate of the first", async () => {
    await post(lead);
    await post({ ...lead, email: "another.address@example.com" }); // same mobile
    await post({ ...lead, mobile: "9123456780" }); // same e-mail
    await post({ ...lead, email: "someone.else@example.com", mobile: "9000000001" });

    const [first, byMobile, byEmail, unrelated] = await prisma.lead.findMany({ orderBy: { createdAt: "asc" } });
    expect(first!.duplicateOfId).toBeNull();
    expect(byMobile!.duplicateOfId).toBe(first!.id);
    expect(byEmail!.duplicateOfId).toBe(first!.id);
    expect(unrelated!.duplicateOfId).toBeNull();

    // Staff hear of every enquiry; the visitor is acknowledged once.
    const staff = await prisma.outboxEmail.findMany({ where: { to: env().STAFF_NOTIFY_EMAIL } });
    expect(staff).toHaveLength(4);
    expect(staff.filter((mail) => mail.subject.startsWith("Repeat enquiry"))).toHaveLength(2);
    expect(await prisma.outboxEmail.count({ where: { to: lead.email } })).toBe(1);
  });

  it("does not mark an enquiry older than 24 hours as the first", async () => {
    await post(lead);
    await prisma.lead.updateMany({ data: { createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) } });
    await post(lead);
    const latest = await prisma.lead.findFirstOrThrow({ orderBy: { createdAt: "desc" } });
    expect(latest.duplicateOfId).toBeNull();
  });

  it("marks simultaneous repeats: exactly one of them is the first", async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => post(lead)));
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200, 200]);
    const leads = await prisma.lead.findMany();
    expect(leads).toHaveLength(5);
    const firsts = leads.filter((row) => row.duplicateOfId === null);
    expect(firsts).toHaveLength(1);
    expect(leads.filter((row) => row.duplicateOfId === firsts[0]!.id)).toHaveLength(4);
  });

  it("pretends to accept a filled honeypot and stores nothing", async () => {
    const { status, body } = await post({ ...lead, fax: "http://spam.example" });
    expect(status).toBe(200);
    expect(body.message).toBe(LEAD_RECEIVED);
    expect(await prisma.lead.count()).toBe(0);
    expect(await prisma.outboxEmail.count()).toBe(0);
  });

  it("limits each address: past the limit a 429 with the message, other addresses unaffected", async () => {
    const address = { "x-forwarded-for": "203.0.113.50" };
    for (let i = 0; i < 10; i++) {
      expect(
        (await post({ ...lead, mobile: `98765000${String(i).padStart(2, "0")}`, email: `r${i}@example.com` }, address)).status,
      ).toBe(200);
    }
    const limited = await answer(await POST(jsonRequest("/api/contact", lead, address)));
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(TOO_MANY_SUBMISSIONS);
    expect(await prisma.lead.count()).toBe(10);

    expect((await post(lead, { "x-forwarded-for": "203.0.113.51" })).status).toBe(200);
  });

  it("sends Retry-After with the 429", async () => {
    const address = { "x-forwarded-for": "203.0.113.60" };
    for (let i = 0; i < 10; i++) await POST(jsonRequest("/api/contact", { ...lead, email: `t${i}@example.com` }, address));
    const response = await POST(jsonRequest("/api/contact", lead, address));
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
