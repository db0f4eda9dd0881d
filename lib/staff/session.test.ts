import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { requireStaff, STAFF_SESSION_COOKIE, staffFromRequest, staffSessionCookie } from "./session";
import { signStaffToken } from "./session-token";

// Real PostgreSQL: the session is only as good as the user row behind it.
let counsellor: { id: string; sessionVersion: number };

const withCookie = (value: string) =>
  new Request("http://localhost/api/college/add", { method: "POST", headers: { cookie: `theme=dark; ${STAFF_SESSION_COOKIE}=${value}` } });

beforeAll(async () => {
  counsellor = await prisma.user.create({
    data: { role: "COUNSELLOR", name: "Test Counsellor", username: `session-test-${Date.now()}`, passwordHash: "x" },
  });
});

afterAll(async () => {
  await prisma.user.delete({ where: { id: counsellor.id } });
  await disconnect();
});

describe("staff session", () => {
  it("recognises the cookie the login issues", async () => {
    const cookie = staffSessionCookie({ id: counsellor.id, role: "COUNSELLOR", sessionVersion: counsellor.sessionVersion });
    expect(cookie).toMatchObject({ name: STAFF_SESSION_COOKIE, httpOnly: true, sameSite: "lax", path: "/" });
    expect(await staffFromRequest(withCookie(cookie.value))).toEqual({
      userId: counsellor.id,
      role: "COUNSELLOR",
      name: "Test Counsellor",
    });
    expect(await requireStaff(withCookie(cookie.value), ["ADMIN"])).toMatchObject({ ok: false, status: 403 });
  });

  it("answers 401 without a cookie or with a forged one", async () => {
    expect(await requireStaff(new Request("http://localhost/", { method: "POST" }))).toMatchObject({ ok: false, status: 401 });
    const forged = signStaffToken({ sub: counsellor.id, role: "ADMIN", sv: 0 }, "f".repeat(40));
    expect(await staffFromRequest(withCookie(forged))).toBeNull();
  });

  it("ends when the session version moves on or the user stops being staff", async () => {
    const token = signStaffToken({ sub: counsellor.id, role: "COUNSELLOR", sv: counsellor.sessionVersion }, env().AUTH_SECRET);
    await prisma.user.update({ where: { id: counsellor.id }, data: { sessionVersion: { increment: 1 } } });
    expect(await staffFromRequest(withCookie(token))).toBeNull();

    const fresh = signStaffToken({ sub: counsellor.id, role: "COUNSELLOR", sv: counsellor.sessionVersion + 1 }, env().AUTH_SECRET);
    expect(await staffFromRequest(withCookie(fresh))).not.toBeNull();
    await prisma.user.update({ where: { id: counsellor.id }, data: { role: "USER" } });
    expect(await staffFromRequest(withCookie(fresh))).toBeNull();
  });
});
