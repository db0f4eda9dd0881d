import { afterAll, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { submitLead } from "@/lib/leads/submit";
import { clearEnquiries, freshIp } from "@/lib/testing/enquiries";
import { createUser as createTestUser } from "@/lib/testing/sessions";
import { enquiryStatus, myEnquiries, studentStatus } from "./enquiries";

/** The visitors made here, deleted afterwards: other suites count the accounts. */
const created: string[] = [];
async function createUser(role: "USER") {
  const user = await createTestUser(role);
  created.push(user.id);
  return user;
}

afterAll(async () => {
  await prisma.user.deleteMany({ where: { id: { in: created } } });
  await clearEnquiries();
  await disconnect();
});

describe("My enquiries", () => {
  it("lists the enquiries made with the account's e-mail, newest first, in a student's words", async () => {
    const visitor = await createUser("USER");
    const email = (await prisma.user.findUniqueOrThrow({ where: { id: visitor.id } })).email!;
    const enquiry = (course: string, mobile: string) =>
      submitLead(
        { name: "Asha Verma", email: email.toUpperCase(), mobile, percentage: "81", course, appearedInExam: "no" },
        { ip: freshIp(), source: "MODAL" },
      );
    expect((await enquiry("B.TECH", "9876500001")).ok).toBe(true);
    expect((await enquiry("MBA", "9876500002")).ok).toBe(true);
    // Somebody else's enquiry never shows.
    await submitLead(
      {
        name: "Other",
        email: "someone.else@example.com",
        mobile: "9876500003",
        percentage: "70",
        course: "BCA",
        appearedInExam: "no",
      },
      { ip: freshIp(), source: "MODAL" },
    );
    const counsellor = await prisma.user.create({
      data: { role: "COUNSELLOR", name: "Meera Iyer", username: `meera-${Date.now()}`, passwordHash: "x" },
    });
    const mba = await prisma.lead.findFirstOrThrow({ where: { email, course: "MBA" } });
    await prisma.lead.update({ where: { id: mba.id }, data: { assignedToId: counsellor.id, status: "NEW" } });
    await prisma.lead.updateMany({ where: { email, course: "B.TECH" }, data: { assignedToId: null, status: "NEW" } });

    const listed = await myEnquiries(visitor.id);
    expect(listed.map((row) => [row.kind, row.subject, row.status])).toEqual([
      ["Counselling", "MBA", "With your counsellor, Meera"],
      ["Counselling", "B.TECH", "Received"],
    ]);
  });

  it("lists the franchise enquiries and job applications of the same e-mail among them, by date", async () => {
    const visitor = await createUser("USER");
    const email = (await prisma.user.findUniqueOrThrow({ where: { id: visitor.id } })).email!;
    const day = (date: number) => new Date(Date.UTC(2026, 5, date));
    await prisma.lead.create({
      data: { name: "Asha", email, mobile: "+919876500011", course: "BCA", noticeVersion: "test", createdAt: day(2) },
    });
    await prisma.franchiseEnquiry.create({
      data: {
        organisationName: "Asha Learning Centre",
        contactPerson: "Asha",
        mobile: "+919876500011",
        email,
        websiteUrl: "https://example.com",
        description: "A centre in Pune",
        status: "IN_PROGRESS",
        noticeVersion: "test",
        createdAt: day(3),
      },
    });
    const resume = await prisma.storedFile.create({
      data: { fileName: "cv.pdf", contentType: "application/pdf", size: 4, bytes: Buffer.from("%PDF") },
    });
    await prisma.careerApplication.create({
      data: {
        name: "Asha",
        email,
        phone: "+919876500011",
        designation: "Counsellor",
        dateOfBirth: new Date("1998-01-01"),
        address: "Pune",
        expectedSalary: "30000",
        resumeId: resume.id,
        status: "CLOSED",
        noticeVersion: "test",
        createdAt: day(1),
      },
    });
    // Another person's application never shows.
    await prisma.franchiseEnquiry.create({
      data: {
        organisationName: "Someone Else Ltd",
        contactPerson: "Other",
        mobile: "+919876500012",
        email: "someone.else@example.com",
        websiteUrl: "https://example.org",
        description: "Not hers",
        noticeVersion: "test",
      },
    });

    const listed = await myEnquiries(visitor.id);
    expect(listed.map((row) => [row.kind, row.subject, row.status, row.createdAt])).toEqual([
      ["Franchise", "Asha Learning Centre", "Contacted", day(3).toISOString()],
      ["Counselling", "BCA", "Received", day(2).toISOString()],
      ["Job application", "Counsellor", "Closed", day(1).toISOString()],
    ]);
  });

  it("says Contacted while a counsellor works it and Closed once it ends", () => {
    expect(studentStatus("CONTACTED", "Meera Iyer")).toBe("Contacted");
    expect(studentStatus("COUNSELLING_SCHEDULED", null)).toBe("Contacted");
    expect(studentStatus("ENROLLED", "Meera Iyer")).toBe("Closed");
    expect(studentStatus("NOT_INTERESTED", null)).toBe("Closed");
    expect(enquiryStatus("NEW")).toBe("Received");
    expect(enquiryStatus("CONTACTED")).toBe("Contacted");
    expect(enquiryStatus("CONVERTED")).toBe("Closed");
  });
});
