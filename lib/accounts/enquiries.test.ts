import { afterAll, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { submitLead } from "@/lib/leads/submit";
import { clearEnquiries, freshIp } from "@/lib/testing/enquiries";
import { createUser } from "@/lib/testing/sessions";
import { myEnquiries, studentStatus } from "./enquiries";

afterAll(async () => {
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
    expect(listed.map((row) => [row.course, row.status])).toEqual([
      ["MBA", "With your counsellor, Meera"],
      ["B.TECH", "Received"],
    ]);
  });

  it("says Contacted while a counsellor works it and Closed once it ends", () => {
    expect(studentStatus("CONTACTED", "Meera Iyer")).toBe("Contacted");
    expect(studentStatus("COUNSELLING_SCHEDULED", null)).toBe("Contacted");
    expect(studentStatus("ENROLLED", "Meera Iyer")).toBe("Closed");
    expect(studentStatus("NOT_INTERESTED", null)).toBe("Closed");
  });
});
