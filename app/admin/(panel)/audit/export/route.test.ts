import { afterAll, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { createUser, requestWith, sessionCookie } from "@/lib/testing/sessions";
import { GET as exportRoute } from "./route";

const created: string[] = [];

afterAll(async () => {
  await prisma.auditLog.deleteMany({ where: { actorId: { in: created } } });
  await prisma.user.deleteMany({ where: { id: { in: created } } });
  await disconnect();
});

describe("GET /admin/audit/export", () => {
  it("is a download for admins only, refuses a filter it cannot read with a 400, and is itself audited", async () => {
    const [counsellor, admin] = [await createUser("COUNSELLOR"), await createUser("ADMIN")];
    created.push(counsellor.id, admin.id);
    const call = async (query: string, who?: typeof admin) =>
      (exportRoute as (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>)(
        requestWith(`/admin/audit/export?${query}`, { cookie: who ? await sessionCookie(who) : undefined }),
        { params: Promise.resolve({}) },
      );
    expect((await call("from=2026-11-01")).status).toBe(401);
    expect((await call("from=2026-11-01", counsellor)).status).toBe(403);
    const refused = await call("person=asha", admin);
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toContain("enter an e-mail address or a 10-digit mobile number");
    expect((await call("", admin)).status).toBe(400);
    const answer = await call("person=asha%40example.com&from=2026-11-01&to=2026-11-30", admin);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    await answer.text();
    const recorded = await prisma.auditLog.findFirstOrThrow({ where: { action: "audit.export", actorId: admin.id } });
    expect(recorded.after).toEqual({ byPerson: true, from: "2026-11-01", to: "2026-11-30" });
  });
});
