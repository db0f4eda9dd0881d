import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { disconnect, prisma, viaPrisma } from "@/lib/db";
import { enqueueEmail } from "@/lib/mail/outbox";
import { clearEnquiries, storeLead } from "@/lib/testing/enquiries";
import {
  anonymiseCareerApplications,
  anonymiseFranchiseEnquiries,
  anonymiseLeads,
  blankOutboxEmails,
  ERASED_MOBILE,
  ERASED_NAME,
} from "./anonymise";

beforeEach(clearEnquiries);
afterAll(async () => {
  await clearEnquiries();
  await disconnect();
});

describe("anonymising rows", () => {
  it("a lead keeps its course and marks but loses its contact details, attribution and notes; a second run changes nothing visible", async () => {
    const lead = await storeLead({
      name: "Asha Verma",
      email: "asha@example.com",
      mobile: "9876543210",
      utmSource: "ads",
      referrer: "https://x.example/",
      importKey: "k1",
    });
    await prisma.leadNote.create({ data: { leadId: lead.id, body: "Asha's father called" } });
    expect(await prisma.$transaction((tx) => anonymiseLeads(tx, [lead.id]))).toBe(1);
    const after = await prisma.lead.findUniqueOrThrow({ where: { id: lead.id } });
    expect(after).toMatchObject({
      name: ERASED_NAME,
      email: `erased+${lead.id}@invalid`,
      mobile: ERASED_MOBILE,
      utmSource: null,
      referrer: null,
      importKey: null,
      course: "MBA",
    });
    expect(await prisma.leadNote.count()).toBe(0);
    await prisma.$transaction((tx) => anonymiseLeads(tx, [lead.id]));
    expect(await prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).toMatchObject({
      name: ERASED_NAME,
      email: after.email,
    });
    expect(await prisma.$transaction((tx) => anonymiseLeads(tx, []))).toBe(0);
  });

  it("a franchise enquiry, a job application with its résumé, and e-mails are blanked", async () => {
    const enquiry = await prisma.franchiseEnquiry.create({
      data: {
        organisationName: "Bright Academy",
        contactPerson: "Ravi",
        mobile: "9876543211",
        email: "ravi@example.com",
        websiteUrl: "bright.example",
        description: "Ravi's centre",
        noticeVersion: "t",
      },
    });
    const resume = await prisma.storedFile.create({
      data: { fileName: "meera-cv.pdf", contentType: "application/pdf", size: 3, bytes: Buffer.from("pdf") },
    });
    const application = await prisma.careerApplication.create({
      data: {
        name: "Meera",
        email: "meera@example.com",
        phone: "9812345678",
        designation: "Counsellor",
        dateOfBirth: new Date("1996-04-12"),
        address: "12 MG Road",
        expectedSalary: "5 LPA",
        resumeId: resume.id,
        noticeVersion: "t",
      },
    });
    await prisma.$transaction((tx) =>
      enqueueEmail(viaPrisma(tx), {
        to: "meera@example.com",
        subject: "Hello Meera",
        text: "Hi",
        html: "<p>Hi</p>",
        replyTo: "x@example.com",
        attachmentIds: [resume.id],
      }),
    );
    const email = await prisma.outboxEmail.findFirstOrThrow();

    await prisma.$transaction(async (tx) => {
      expect(await anonymiseFranchiseEnquiries(tx, [enquiry.id])).toBe(1);
      expect(await anonymiseCareerApplications(tx, [application.id])).toBe(1);
      expect(await blankOutboxEmails(tx, [email.id])).toBe(1);
    });
    expect(await prisma.franchiseEnquiry.findUniqueOrThrow({ where: { id: enquiry.id } })).toMatchObject({
      contactPerson: ERASED_NAME,
      organisationName: ERASED_NAME,
      websiteUrl: "",
      description: "",
      mobile: ERASED_MOBILE,
    });
    expect(await prisma.careerApplication.findUniqueOrThrow({ where: { id: application.id } })).toMatchObject({
      name: ERASED_NAME,
      address: "",
      phone: ERASED_MOBILE,
      designation: "",
    });
    expect(await prisma.storedFile.findUniqueOrThrow({ where: { id: resume.id } })).toMatchObject({
      fileName: "erased",
      size: 0,
    });
    const blanked = await prisma.outboxEmail.findUniqueOrThrow({ where: { id: email.id }, include: { attachments: true } });
    expect(blanked).toMatchObject({
      to: `erased+${email.id}@invalid`,
      replyTo: null,
      text: "",
      html: null,
      status: "DEAD",
      attachments: [],
    });
  });
});
