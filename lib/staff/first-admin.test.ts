import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { freshIp } from "@/lib/testing/enquiries";
import { createUser } from "@/lib/testing/sessions";
import { createFirstAdmin, isFirstAdminToken, openFirstAdminSetup, SETUP_LINK_SPENT } from "./first-admin";
import { authenticateStaff } from "./login";

const admin = { name: "Kavita Rao", username: "kavita.rao", password: "monsoon lanterns over the ghats" };

beforeEach(async () => {
  await prisma.rateLimit.deleteMany();
  await prisma.auditLog.deleteMany();
  await prisma.user.deleteMany({ where: { role: { in: ["ADMIN", "COUNSELLOR"] } } });
});

afterAll(async () => {
  await prisma.auditLog.deleteMany();
  await prisma.user.deleteMany({ where: { role: { in: ["ADMIN", "COUNSELLOR"] } } });
  await disconnect();
});

describe("the first admin's one-time link", () => {
  it("creates the first admin once, who must then set up their app to log in; the link is spent", async () => {
    const token = await openFirstAdminSetup();
    expect(token).toMatch(/^[\w-]{32}$/);
    expect(isFirstAdminToken("not it")).toBe(false);
    expect(await createFirstAdmin("not it", admin)).toEqual({ ok: false, status: 404, message: SETUP_LINK_SPENT, errors: {} });
    // A weak password is refused and the link still works.
    expect(await createFirstAdmin(token, { ...admin, password: "password123" })).toMatchObject({ ok: false, status: 400 });
    expect(await createFirstAdmin(token, admin)).toEqual({
      ok: true,
      message: "Admin created. Log in now and set up your authenticator app.",
    });
    expect(await prisma.user.findUniqueOrThrow({ where: { username: admin.username } })).toMatchObject({
      role: "ADMIN",
      name: "Kavita Rao",
      mustChangePassword: false,
      totpEnabledAt: null,
    });
    expect(await createFirstAdmin(token, { ...admin, username: "someone.else" })).toMatchObject({ status: 404 });
    // The password alone reaches nothing: the app's set-up comes first.
    expect(await authenticateStaff({ username: admin.username, password: admin.password }, freshIp())).toMatchObject({
      ok: false,
      status: 401,
      step: { secondFactor: "enrol" },
    });
  });

  it("offers no link once an admin exists", async () => {
    await createUser("ADMIN");
    expect(await openFirstAdminSetup()).toBeNull();
  });
});
