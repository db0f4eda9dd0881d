import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { auditedExport } from "@/lib/export/audited";
import { clearEnquiries, storeLead } from "@/lib/testing/enquiries";
import { createUser, requestWith, sessionCookie, type TestUser } from "@/lib/testing/sessions";
import { GET as exportApplications } from "./careers/export/route";
import { GET as downloadResume } from "./careers/[id]/resume/route";
import { GET as exportLeads, POST as exportSelectedLeads } from "./contacts/export/route";
import { GET as exportFranchise } from "./franchise/export/route";
import { GET as exportUsers } from "./users/export/route";

const users: string[] = [];
let admin: TestUser;
let applicationId: string;
let visitorName: string;

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n");

beforeAll(async () => {
  await clearEnquiries();
  admin = await createUser("ADMIN");
  users.push(admin.id);
  for (let i = 0; i < 3; i++) await storeLead({ course: "MBA", examName: `export-audit ${i}` });
  await storeLead({ course: "BCA" });
  for (let i = 0; i < 2; i++) {
    await prisma.franchiseEnquiry.create({
      data: {
        organisationName: `Export Audit Centre ${i}`,
        contactPerson: "Asha Rao",
        mobile: `+91987650000${i}`,
        email: `centre${i}@example.com`,
        websiteUrl: "https://example.com",
        description: "A coaching centre.",
        noticeVersion: "t",
      },
    });
  }
  const file = await prisma.storedFile.create({
    data: { fileName: "cv.pdf", contentType: "application/pdf", size: PDF.byteLength, bytes: PDF },
  });
  applicationId = (
    await prisma.careerApplication.create({
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
    })
  ).id;
  const visitor = await createUser("USER");
  users.push(visitor.id);
  visitorName = visitor.username;
});

afterAll(async () => {
  await clearEnquiries();
  await prisma.auditLog.deleteMany({ where: { actorId: { in: users } } });
  await prisma.user.deleteMany({ where: { id: { in: users } } });
  await disconnect();
});

/** The audit entries `admin` left with `action` since `since`. */
const entries = (action: string, since: Date) =>
  prisma.auditLog.findMany({
    where: { action, actorId: admin.id, createdAt: { gte: since } },
    select: { entityType: true, entityId: true, after: true },
  });

/** The rows of a downloaded CSV, its header aside. */
const dataRows = async (response: Response) => (await response.text()).trim().split("\n").length - 1;

describe("every export of the panel is in the audit log: who, which filter, how many rows", () => {
  // The registered users are searched for the one this file made (other files leave theirs).
  it.each([
    ["leads", exportLeads, () => ({ course: "MBA" }), "lead.export", "Lead", 3],
    ["registered users", exportUsers, () => ({ q: visitorName }), "account.export", "User", 1],
    ["franchise enquiries", exportFranchise, () => ({}), "franchise.export", "FranchiseEnquiry", 2],
    ["job applications", exportApplications, () => ({ q: "Kiran" }), "career.export", "CareerApplication", 1],
  ] as const)("the %s", async (_, handler, filterOf, action, entityType, rows) => {
    const filter: Record<string, string> = filterOf();
    const since = new Date();
    // Each handler reads only the query of the address it is given.
    const response = await handler(
      requestWith(`/admin/export?${new URLSearchParams(filter)}`, { cookie: await sessionCookie(admin) }),
    );
    expect(response.status).toBe(200);
    expect(await dataRows(response)).toBe(rows);
    expect(await entries(action, since)).toEqual([{ entityType, entityId: null, after: { filter, rows, finished: true } }]);
  });

  it("the leads selected on a page", async () => {
    const since = new Date();
    const ids = (await prisma.lead.findMany({ where: { course: "BCA" }, select: { id: true } })).map((lead) => lead.id);
    const body = new FormData();
    body.set("ids", ids.join(","));
    const response = await exportSelectedLeads(
      requestWith("/admin/contacts/export", { method: "POST", body, cookie: await sessionCookie(admin) }),
    );
    expect(await dataRows(response)).toBe(1);
    expect(await entries("lead.export", since)).toEqual([
      { entityType: "Lead", entityId: null, after: { filter: { selected: 1 }, rows: 1, finished: true } },
    ]);
  });

  it("a download stopped part-way, with the rows read until then", async () => {
    const since = new Date();
    const rows = auditedExport(
      (async function* () {
        yield* [1, 2, 3, 4, 5];
      })(),
      { caller: { userId: admin.id, role: "ADMIN", name: admin.name }, action: "lead.export", entityType: "Lead", filter: {} },
    );
    await rows.next();
    await rows.next();
    await rows.return(undefined);
    expect(await entries("lead.export", since)).toEqual([
      { entityType: "Lead", entityId: null, after: { filter: {}, rows: 2, finished: false } },
    ]);
  });

  it("a résumé download, naming the application", async () => {
    const since = new Date();
    const response = await downloadResume(
      requestWith(`/admin/careers/${applicationId}/resume`, { cookie: await sessionCookie(admin) }),
      { params: Promise.resolve({ id: applicationId }) },
    );
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);
    expect(await entries("career.resume-download", since)).toEqual([
      { entityType: "CareerApplication", entityId: applicationId, after: { bytes: PDF.byteLength } },
    ]);
  });
});
