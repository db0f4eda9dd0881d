/**
 * A minor's enquiry through each form's API (lib/privacy/minors/guardian.ts, lib/privacy/minors/staff-view.ts):
 * stored with its page but no other attribution, only the guardian's e-mail sent, hidden from staff until the
 * guardian agrees, erased on refusal and after 7 days without an answer; adults as before.
 */
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { POST as postCareer } from "@/app/api/career/email/route";
import { POST as postLead } from "@/app/api/contact/route";
import { POST as postFranchise } from "@/app/api/franchise/route";
import { listCareerApplications } from "@/lib/careers/queries";
import { disconnect, prisma, sqlName } from "@/lib/db";
import { env } from "@/lib/env";
import { listFranchiseEnquiries } from "@/lib/franchise/queries";
import { eachLead, getLead, listLeads } from "@/lib/leads/queries";
import { smtpTransport } from "@/lib/mail/transport";
import { runDueJobs } from "@/lib/testing/jobs";
import {
  answerGuardianRequest,
  eraseUnansweredMinors,
  findGuardianRequest,
  guardianForStaff,
} from "@/lib/privacy/minors/guardian";
import { answer, clearEnquiries, jsonRequest, multipartRequest } from "@/lib/testing/enquiries";
import { startTestSmtpServer } from "@/lib/testing/smtp-server";

const attribution = {
  page: "/contact",
  referrer: "https://www.google.com/",
  utm_source: "newspaper",
  utm_medium: "print",
  utm_campaign: "board-results",
};
const guardian = {
  under18: true,
  guardianName: "Sunita Rawat",
  guardianEmail: "sunita.rawat@example.com",
  guardianMobile: "9876500000",
};
const lead = {
  name: "Asha Rawat",
  email: "asha.minor@example.com",
  mobile: "+91 98765 43210",
  percentage: "86.4",
  course: "B.TECH",
  ...attribution,
};
const franchise = {
  orgizationname: "Young Founders",
  contactperson: "Ravi Kumar",
  mobile: "9811122233",
  email: "ravi.minor@example.com",
  websiteurl: "example.com",
  description: "A school club.",
  ...attribution,
};

function pdf(): File {
  const bytes = new Uint8Array(2048).fill(0x20);
  bytes.set(new TextEncoder().encode("%PDF-1.7\n%"), 0);
  bytes.set(new TextEncoder().encode("\n%%EOF\n"), 2041);
  return new File([bytes], "cv.pdf", { type: "application/pdf" });
}

/** A date of birth `years` years and a day ago. */
function bornYearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

function careerForm(values: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  form.append("resume", pdf(), "cv.pdf");
  return form;
}

const career = {
  name: "Neha Singh",
  email: "neha.minor@example.com",
  phone: "9812345678",
  designation: "Intern",
  address: "12 MG Road",
  expected_salary: "₹1 LPA",
  ...attribution,
};

/** The token of the guardian's link, read from the queued e-mail (its text is blanked only once sent). */
async function guardianToken(): Promise<string> {
  const mail = await prisma.outboxEmail.findFirstOrThrow({ where: { to: guardian.guardianEmail } });
  return new URL(/https?:\/\/\S+\/privacy\/guardian\?token=\S+/.exec(mail.text)![0]).searchParams.get("token")!;
}

const viewer = "nobody";

beforeEach(async () => {
  await prisma.guardianConsent.deleteMany();
  await prisma.jobPeriod.deleteMany();
  await clearEnquiries();
});
afterAll(async () => {
  await prisma.guardianConsent.deleteMany();
  await clearEnquiries();
  await disconnect();
});

describe("a minor's enquiry through each form's API", () => {
  it.each([
    ["lead", () => postLead(jsonRequest("/api/contact", { ...lead, ...guardian })), "Lead"],
    ["franchise", () => postFranchise(jsonRequest("/api/franchise", { ...franchise, ...guardian })), "FranchiseEnquiry"],
    [
      "career",
      () =>
        postCareer(
          multipartRequest(
            "/api/career/email",
            careerForm({
              ...career,
              dob: bornYearsAgo(16),
              guardianName: guardian.guardianName,
              guardianEmail: guardian.guardianEmail,
            }),
          ),
        ),
      "CareerApplication",
    ],
  ] as const)(
    "%s: stored with its page but no other attribution, only the guardian's e-mail queued, no consent of the child's",
    async (_form, send, table) => {
      const { status, body } = await answer(await send());
      expect(status).toBe(200);
      // The answer says who was e-mailed and that contact waits for their agreement, not a call tomorrow.
      expect(body.message).toMatch(/^Thank you! We have e-mailed your parent or guardian\. .+ once they agree\.$/);

      const [row] = await prisma.$queryRaw<Record<string, unknown>[]>`SELECT * FROM ${sqlName(table)}`;
      expect(row).toMatchObject({
        minor: true,
        awaitingGuardian: true,
        // The page it was sent from, as the notice says; no referrer or campaign tags for a child.
        pagePath: "/contact",
        referrer: null,
        utmSource: null,
        utmMedium: null,
        utmCampaign: null,
      });
      const mails = await prisma.outboxEmail.findMany();
      expect(mails.map((mail) => mail.to)).toEqual([guardian.guardianEmail]);
      expect(mails[0]!.secret).toBe(true);
      expect(mails[0]!.text).not.toContain(String(row!.email));
      expect(await prisma.consent.count()).toBe(0);
      expect(await prisma.guardianConsent.findFirstOrThrow()).toMatchObject({
        state: "PENDING",
        guardianName: "Sunita Rawat",
        enquiryId: row!.id,
      });
    },
  );

  it("the guardian's e-mail arrives through SMTP with its single-use link", async () => {
    await postLead(jsonRequest("/api/contact", { ...lead, ...guardian }));
    const smtp = await startTestSmtpServer();
    try {
      await runDueJobs(smtpTransport(smtp.url));
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toContain(guardian.guardianEmail);
      expect(smtp.received[0]!.raw).toContain("/privacy/guardian?token=");
    } finally {
      await smtp.close();
    }
    // Sent: the link is blanked in the outbox, and only its hash was ever stored.
    expect((await prisma.outboxEmail.findFirstOrThrow()).text).not.toContain("token=");
  });

  it("hides the lead from staff until the guardian agrees; then it is whole, acknowledged to the guardian and consented", async () => {
    await postLead(jsonRequest("/api/contact", { ...lead, ...guardian }));
    const token = await guardianToken();

    const [listed] = (await listLeads({}, viewer)).items;
    expect(listed).toMatchObject({ name: "A. R.", email: "", mobile: "", awaitingGuardian: true });
    expect(await getLead(listed!.id)).toMatchObject({ name: "A. R.", email: "", mobile: "" });
    expect((await listLeads({ q: "98765 43210" }, viewer)).items).toHaveLength(0);
    expect(await Array.fromAsync(eachLead({}, viewer))).toHaveLength(0);
    expect((await listLeads({}, viewer, 50, { consentedOnly: true })).items).toHaveLength(0);

    expect(await guardianForStaff("lead", listed!.id)).toMatchObject({ state: "awaiting" });
    const page = await findGuardianRequest(token);
    expect(page).toMatchObject({ state: "open", guardianName: "Sunita Rawat" });
    expect(page.state === "open" && page.details).toContainEqual(["E-mail", "asha.minor@example.com"]);

    expect(await answerGuardianRequest(token, "agree")).toBe("given");
    expect(await answerGuardianRequest(token, "agree")).toBe("closed");
    expect(await findGuardianRequest(token)).toEqual({ state: "closed" });

    const [shown] = await Array.fromAsync(eachLead({}, viewer));
    expect(shown).toMatchObject({
      name: "Asha Rawat",
      email: "asha.minor@example.com",
      mobile: "+919876543210",
      awaitingGuardian: false,
    });
    expect((await listLeads({ q: "98765 43210" }, viewer)).items).toHaveLength(1);
    const consent = await prisma.consent.findFirstOrThrow();
    expect(consent).toMatchObject({ form: "lead", enquiryId: shown!.id, method: "GUARDIAN", purpose: "ENQUIRY" });
    expect(await guardianForStaff("lead", shown!.id)).toMatchObject({
      state: "given",
      name: "Sunita Rawat",
      email: guardian.guardianEmail,
      mobile: "+919876500000",
    });
    expect(
      await prisma.auditLog.count({ where: { action: "guardian.consent-given", entityType: "Lead", entityId: shown!.id } }),
    ).toBe(1);
    const held = await prisma.outboxEmail.findMany({ where: { to: { not: guardian.guardianEmail } } });
    expect(held.map((mail) => mail.to)).toEqual([env().STAFF_NOTIFY_EMAIL]);
    const acknowledgements = await prisma.outboxEmail.findMany({ where: { to: guardian.guardianEmail, secret: false } });
    expect(acknowledgements).toHaveLength(1);
    // Addressed to the guardian who agreed, about the child, not as if the child were reading it.
    expect(acknowledgements[0]!.text).toContain("Dear Sunita Rawat");
    expect(acknowledgements[0]!.text).toContain("A Disha counsellor will call Asha Rawat");
    expect(acknowledgements[0]!.text).not.toContain("Thank you, Asha Rawat");
    expect(await prisma.outboxEmail.count({ where: { to: lead.email } })).toBe(0);
  });

  it("hides franchise enquiries and job applications the same way", async () => {
    await postFranchise(jsonRequest("/api/franchise", { ...franchise, ...guardian }));
    await postCareer(
      multipartRequest(
        "/api/career/email",
        careerForm({ ...career, dob: bornYearsAgo(17), guardianName: "Anil Singh", guardianEmail: "anil@example.com" }),
      ),
    );
    expect((await listFranchiseEnquiries({})).items[0]).toMatchObject({ contactPerson: "R. K.", email: "", mobile: "" });
    expect((await listFranchiseEnquiries({}, 50, { consentedOnly: true })).items).toHaveLength(0);
    expect((await listCareerApplications({})).items[0]).toMatchObject({ name: "N. S.", email: "", phone: "", address: "" });
    expect((await listCareerApplications({}, 50, { consentedOnly: true })).items).toHaveLength(0);
  });

  it("a refusal deletes the enquiry at once (a job application's resume too)", async () => {
    await postCareer(
      multipartRequest("/api/career/email", careerForm({ ...career, dob: bornYearsAgo(16), ...guardian, under18: "false" })),
    );
    expect(await answerGuardianRequest(await guardianToken(), "refuse")).toBe("refused");
    expect(await prisma.careerApplication.count()).toBe(0);
    expect(await prisma.storedFile.count()).toBe(0);
    expect(await prisma.guardianConsent.count()).toBe(0);
    expect(await prisma.auditLog.findFirstOrThrow({ where: { action: "guardian.refused" } })).toMatchObject({
      entityType: "CareerApplication",
      actorId: null,
    });
  });

  it("the daily job erases what is unanswered after 7 days, and nothing before", async () => {
    await postLead(jsonRequest("/api/contact", { ...lead, ...guardian }));
    const { requestedAt } = await prisma.guardianConsent.findFirstOrThrow();
    const day = 24 * 60 * 60_000;

    expect(await eraseUnansweredMinors(new Date(requestedAt.getTime() + 7 * day - 60_000))).toEqual({ erased: 0 });
    expect(await prisma.lead.count()).toBe(1);
    // The link stops working at 7 days, whenever the job runs.
    expect(await answerGuardianRequest(await guardianToken(), "agree", new Date(requestedAt.getTime() + 7 * day))).toBe("closed");
    expect(await eraseUnansweredMinors(new Date(requestedAt.getTime() + 8 * day))).toEqual({ erased: 1 });
    expect(await prisma.lead.count()).toBe(0);
    expect(await prisma.guardianConsent.count()).toBe(0);
    expect(await prisma.auditLog.count({ where: { action: "guardian.expired", entityType: "Lead" } })).toBe(1);
    // Once a day: a second run the same day finds the day claimed.
    expect(await eraseUnansweredMinors(new Date(requestedAt.getTime() + 8 * day + 60_000))).toEqual({ erased: 0 });
  });
});

describe("adults and validation", () => {
  it("a client that sends no under18 is answered as before: attribution kept, acknowledged, consent recorded", async () => {
    const { status } = await answer(await postLead(jsonRequest("/api/contact", lead)));
    expect(status).toBe(200);
    expect(await prisma.lead.findFirstOrThrow()).toMatchObject({
      minor: false,
      awaitingGuardian: false,
      utmSource: "newspaper",
      pagePath: "/contact",
    });
    expect((await prisma.outboxEmail.findMany()).map((mail) => mail.to).sort()).toEqual(
      [env().STAFF_NOTIFY_EMAIL, lead.email].sort(),
    );
    expect(await prisma.consent.count()).toBe(1);
    expect(await prisma.guardianConsent.count()).toBe(0);
  });

  it.each([
    ["lead", (body: object) => postLead(jsonRequest("/api/contact", { ...lead, ...body }))],
    ["franchise", (body: object) => postFranchise(jsonRequest("/api/franchise", { ...franchise, ...body }))],
  ] as const)("%s: under18 without the guardian's name and e-mail is a 400 naming them", async (_form, send) => {
    const { status, body } = await answer(await send({ under18: true, guardianMobile: "9876500000" }));
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(["guardianEmail", "guardianName"]);
    const bad = await answer(await send({ under18: "maybe" }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toContain("under18");
    expect(await prisma.outboxEmail.count()).toBe(0);
  });

  it("career: the date of birth decides, whatever under18 says", async () => {
    const { status, body } = await answer(
      await postCareer(multipartRequest("/api/career/email", careerForm({ ...career, dob: bornYearsAgo(17), under18: "false" }))),
    );
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(["guardianEmail", "guardianName"]);
    const adult = await answer(
      await postCareer(multipartRequest("/api/career/email", careerForm({ ...career, dob: bornYearsAgo(30), under18: "true" }))),
    );
    expect(adult.status).toBe(200);
    expect(await prisma.careerApplication.findFirstOrThrow()).toMatchObject({ minor: false });
  });
});
