import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { ACCOUNT_DELETED, deleteOwnAccount, PASSWORD_NEEDED, PASSWORD_WRONG } from "@/lib/privacy/rights/account";
import { clearEnquiries, storeLead } from "@/lib/testing/enquiries";
import { createUser as newUser, requestWith, sessionCookie } from "@/lib/testing/sessions";
import { GET } from "./route";

const created: string[] = [];
async function createUser(role: "USER" | "COUNSELLOR") {
  const user = await newUser(role);
  created.push(user.id);
  return user;
}

beforeEach(clearEnquiries);
afterAll(async () => {
  await clearEnquiries();
  await prisma.user.deleteMany({ where: { id: { in: created } } });
  await disconnect();
});

describe("a visitor's own data from the profile", () => {
  it("downloads the signed-in visitor's data as JSON; nobody else's, and not without a session", async () => {
    const visitor = await createUser("USER");
    const { email } = await prisma.user.findUniqueOrThrow({ where: { id: visitor.id }, select: { email: true } });
    await storeLead({ email: email!, name: "Own Lead" });
    await storeLead({ email: "someone.else@example.com", name: "Other Lead" });
    const response = await GET(requestWith("/api/auth/my-data", { cookie: await sessionCookie(visitor) }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain("my-data.json");
    const data = (await response.json()) as { account: { email: string }[]; counsellingEnquiries: { name: string }[] };
    expect(data.account).toEqual([expect.objectContaining({ email })]);
    expect(data.counsellingEnquiries.map((lead) => lead.name)).toEqual(["Own Lead"]);
    expect((await GET(requestWith("/api/auth/my-data"))).status).toBe(401);
    expect(
      (await GET(requestWith("/api/auth/my-data", { cookie: await sessionCookie(await createUser("COUNSELLOR")) }))).status,
    ).toBe(403);
  });

  it("deleting the account asks for the password again, then erases it and what is held under its address, its sessions with it", async () => {
    const visitor = await createUser("USER");
    const cookie = await sessionCookie(visitor);
    const { email } = await prisma.user.findUniqueOrThrow({ where: { id: visitor.id }, select: { email: true } });
    const lead = await storeLead({ email: email! });
    expect(await deleteOwnAccount(visitor.id, "")).toMatchObject({ ok: false, status: 400, message: PASSWORD_NEEDED });
    expect(await deleteOwnAccount(visitor.id, "not my password")).toMatchObject({
      ok: false,
      status: 400,
      message: PASSWORD_WRONG,
    });
    expect(await prisma.user.count({ where: { id: visitor.id } })).toBe(1);
    expect(await deleteOwnAccount(visitor.id, "correct horse battery staple")).toEqual({ ok: true, message: ACCOUNT_DELETED });
    expect(await prisma.user.findUnique({ where: { id: visitor.id } })).toBeNull();
    expect(await prisma.accountSession.count({ where: { userId: visitor.id } })).toBe(0);
    expect((await prisma.lead.findUniqueOrThrow({ where: { id: lead.id } })).email).toBe(`erased+${lead.id}@invalid`);
    expect((await GET(requestWith("/api/auth/my-data", { cookie }))).status).toBe(401);
  });
});
