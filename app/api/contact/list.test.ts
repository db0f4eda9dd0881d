import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listUsers } from "@/app/api/auth/register/route";
import { GET as listLeads } from "./route";
import { GET as listFranchise } from "@/app/api/franchise/route";
import { disconnect, prisma } from "@/lib/db";
import { clearEnquiries, storeLead } from "@/lib/testing/enquiries";
import { createUser, requestWith, sessionCookie, type TestUser } from "@/lib/testing/sessions";
import { STAFF_PAGE_MAX } from "@/lib/http/list-route";

const LEADS = STAFF_PAGE_MAX + 10;
let counsellor: TestUser;
let admin: TestUser;

const get = async (handler: (request: Request) => Promise<Response>, path: string, who: TestUser) =>
  handler(requestWith(path, { cookie: await sessionCookie(who) }));

const auditOf = (actorId: string) =>
  prisma.auditLog.findMany({ where: { actorId, action: { endsWith: ".list" } }, orderBy: { createdAt: "asc" } });

beforeAll(async () => {
  await clearEnquiries();
  counsellor = await createUser("COUNSELLOR");
  admin = await createUser("ADMIN");
  for (let n = 0; n < LEADS; n++) await storeLead({ course: n % 2 ? "MBA" : "MBBS" });
});

afterAll(async () => {
  await clearEnquiries();
  await prisma.auditLog.deleteMany({ where: { actorId: { in: [counsellor.id, admin.id] } } });
  await prisma.user.deleteMany();
  await disconnect();
});

describe("the staff list APIs for counsellors", () => {
  it("caps a counsellor's page at 50 whatever limit asks (the next page's link follows), and audits who, the filters and the count", async () => {
    const response = await get(listLeads, "/api/contact?limit=500&course=MBA", counsellor);
    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBe(LEADS / 2);
    const all = await get(listLeads, "/api/contact?limit=500", counsellor);
    expect(((await all.json()) as unknown[]).length).toBe(STAFF_PAGE_MAX);
    expect(all.headers.get("link")).toMatch(/^<\/api\/contact\?limit=500&cursor=[\w-]+>; rel="next"$/);

    const entries = await auditOf(counsellor.id);
    expect(entries.map((entry) => [entry.action, entry.entityType, entry.after])).toEqual([
      ["lead.list", "Lead", { filter: { course: "MBA" }, limit: STAFF_PAGE_MAX, asked: 500, count: LEADS / 2, laterPage: false }],
      ["lead.list", "Lead", { filter: {}, limit: STAFF_PAGE_MAX, asked: 500, count: STAFF_PAGE_MAX, laterPage: false }],
    ]);
  });

  it("audits the franchise and user lists the same way", async () => {
    expect((await get(listFranchise, "/api/franchise?q=academy", counsellor)).status).toBe(200);
    expect((await get(listUsers, "/api/auth/register?limit=80", counsellor)).status).toBe(200);
    const entries = await auditOf(counsellor.id);
    expect(entries.slice(-2).map((entry) => [entry.action, entry.entityType, entry.after])).toEqual([
      [
        "franchise.list",
        "FranchiseEnquiry",
        { filter: { q: "academy" }, limit: STAFF_PAGE_MAX, asked: 100, count: 0, laterPage: false },
      ],
      ["account.list", "User", { filter: {}, limit: STAFF_PAGE_MAX, asked: 80, count: 0, laterPage: false }],
    ]);
  });

  it("gives admins (who may export whole lists anyway) the page they ask for", async () => {
    const response = await get(listLeads, "/api/contact?limit=500", admin);
    expect(((await response.json()) as unknown[]).length).toBe(LEADS);
  });
});

describe("the staff list APIs' filters", () => {
  it.each([
    ["/api/contact?from=2026-13-45", "from"],
    ["/api/contact?to=yesterday", "to"],
    ["/api/contact?assignee=1%20OR%201%3D1", "assignee"],
    ["/api/contact?status=HACKED", "status"],
    ["/api/franchise?q=" + "x".repeat(101), "q"],
  ])("answer %s with 400 naming %s, and read nothing", async (path, field) => {
    const before = (await auditOf(counsellor.id)).length;
    const response = await get(path.startsWith("/api/contact") ? listLeads : listFranchise, path, counsellor);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(body.message).toContain(`"${field}"`);
    expect(Object.keys(body.errors)).toEqual([field]);
    expect((await auditOf(counsellor.id)).length).toBe(before);
  });
});
