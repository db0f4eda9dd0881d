import { afterAll, describe, expect, it } from "vitest";
import { RESUME_DELETED } from "@/lib/careers/resume";
import { disconnect, prisma } from "@/lib/db";
import { clearEnquiries } from "@/lib/testing/enquiries";
import { createUser, requestWith, sessionCookie } from "@/lib/testing/sessions";
import { GET } from "./route";

const created: string[] = [];

afterAll(async () => {
  await clearEnquiries();
  await prisma.user.deleteMany({ where: { id: { in: created } } });
  await disconnect();
});

describe("GET /admin/careers/:id/resume", () => {
  it("says so when the résumé was deleted (its retention period ended), instead of an empty file", async () => {
    const counsellor = await createUser("COUNSELLOR");
    created.push(counsellor.id);
    const file = await prisma.storedFile.create({
      data: { fileName: "erased", contentType: "application/octet-stream", size: 0, bytes: Buffer.alloc(0) },
    });
    const application = await prisma.careerApplication.create({
      data: {
        name: "Kiran",
        email: "kiran@example.com",
        phone: "+919812345678",
        designation: "Counsellor",
        dateOfBirth: new Date("1995-05-05"),
        address: "Dehradun",
        expectedSalary: "5 LPA",
        resumeId: file.id,
        noticeVersion: "t",
      },
    });
    const response = await GET(
      requestWith(`/admin/careers/${application.id}/resume`, { cookie: await sessionCookie(counsellor) }),
      {
        params: Promise.resolve({ id: application.id }),
      },
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: RESUME_DELETED });
  });
});
