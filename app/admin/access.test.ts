import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as careersExport } from "@/app/admin/(panel)/careers/export/route";
import { GET as resume } from "@/app/admin/(panel)/careers/[id]/resume/route";
import { GET as leadsExport } from "@/app/admin/(panel)/contacts/export/route";
import { GET as franchiseExport } from "@/app/admin/(panel)/franchise/export/route";
import { GET as usersExport } from "@/app/admin/(panel)/users/export/route";
import { GET as users } from "@/app/api/auth/register/route";
import { GET as leadsApi } from "@/app/api/contact/route";
import { GET as franchise } from "@/app/api/franchise/route";
import { disconnect, prisma } from "@/lib/db";
import { clearEnquiries, storeLead } from "@/lib/testing/enquiries";
import { createUser, requestWith, sessionCookie, type TestUser } from "@/lib/testing/sessions";

// The staff doors of personal data: every list, export and the resume download, for every role.
type Handler = (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
let people: Record<"visitor" | "counsellor" | "admin", TestUser>;
let applicationId: string;
const context = () => ({ params: Promise.resolve({ id: applicationId }) });
const call = async (handler: Handler, path: string, who?: TestUser) =>
  handler(requestWith(path, { cookie: who ? await sessionCookie(who) : undefined }), context());

const lists: [string, Handler][] = [
  ["/api/contact", leadsApi as Handler],
  ["/api/franchise", franchise as Handler],
  ["/api/auth/register", users as Handler],
];
const exports: [string, Handler][] = [
  ["/admin/contacts/export", leadsExport as Handler],
  ["/admin/franchise/export", franchiseExport as Handler],
  ["/admin/careers/export", careersExport as Handler],
  ["/admin/users/export", usersExport as Handler],
];

beforeAll(async () => {
  await clearEnquiries();
  people = { visitor: await createUser("USER"), counsellor: await createUser("COUNSELLOR"), admin: await createUser("ADMIN") };
  await storeLead({ name: "=cmd|' /C calc'!A0", email: "formula@example.com" });
  const file = await prisma.storedFile.create({
    data: { fileName: "cv.pdf", contentType: "application/pdf", size: 9, bytes: new TextEncoder().encode("%PDF-1.7\n") },
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
});

afterAll(async () => {
  await clearEnquiries();
  await prisma.user.deleteMany();
  await disconnect();
});

describe("staff lists, exports and resumes", () => {
  it.each(lists)("%s: 401 anonymous, 403 for a visitor, the list for counsellors and admins", async (path, handler) => {
    expect((await call(handler, path)).status).toBe(401);
    expect((await call(handler, path, people.visitor)).status).toBe(403);
    for (const staff of [people.counsellor, people.admin]) {
      const response = await call(handler, path, staff);
      expect(response.status).toBe(200);
      expect(Array.isArray(await response.json())).toBe(true);
    }
  });

  it("lists users in the specification's shape, never with a password hash", async () => {
    const response = await call(users as Handler, "/api/auth/register?limit=500", people.admin);
    const body = await response.text();
    const listed = JSON.parse(body) as Record<string, unknown>[];
    expect(listed.find((user) => user._id === people.visitor.id)).toEqual({
      _id: people.visitor.id,
      name: people.visitor.name,
      email: expect.any(String),
      mobile: null,
      createdAt: expect.any(String),
    });
    expect(listed.some((user) => user._id === people.admin.id)).toBe(false);
    expect(body).not.toMatch(/passwordHash|\$argon2/);
  });

  it("lists leads with the specification's field names", async () => {
    const [lead] = (await (await call(leadsApi as Handler, "/api/contact", people.counsellor)).json()) as Record<
      string,
      unknown
    >[];
    expect(lead).toMatchObject({
      _id: expect.any(String),
      name: "=cmd|' /C calc'!A0",
      course: "MBA",
      email: "formula@example.com",
      percentage: 80,
      appearedInExam: "no",
    });
  });

  it.each(exports)("%s: admins only, as a CSV download whose cells cannot run as formulas", async (path, handler) => {
    expect((await call(handler, path)).status).toBe(401);
    expect((await call(handler, path, people.visitor)).status).toBe(403);
    expect((await call(handler, path, people.counsellor)).status).toBe(403);
    const response = await call(handler, path, people.admin);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="[a-z-]+-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = await response.text();
    expect(csv.split("\n").length).toBeGreaterThan(1);
    if (path.includes("contacts")) expect(csv).toContain(",'=cmd|' /C calc'!A0,");
  });

  it("exports the list as filtered", async () => {
    const all = await (await call(leadsExport as Handler, "/admin/contacts/export", people.admin)).text();
    const none = await (await call(leadsExport as Handler, "/admin/contacts/export?q=nobody-at-all", people.admin)).text();
    expect(all.trim().split("\n")).toHaveLength(2);
    expect(none.trim().split("\n")).toHaveLength(1);
  });

  it("serves a resume to staff only, as an attachment", async () => {
    const path = `/admin/careers/${applicationId}/resume`;
    expect((await call(resume as Handler, path)).status).toBe(401);
    expect((await call(resume as Handler, path, people.visitor)).status).toBe(403);
    const response = await call(resume as Handler, path, people.counsellor);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="cv\.pdf"/);
    expect(await response.text()).toBe("%PDF-1.7\n");
  });
});
