import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { createUser, requestWith, sessionCookie, SESSION_COOKIE, type TestUser } from "@/lib/testing/sessions";
import { API_TOKEN_SECONDS, issueApiToken } from "./api-token";
import { checkPermission, currentCaller } from "./caller";
import { revokeSession, STAFF_IDLE_SECONDS } from "./claims";

// Real PostgreSQL: a session is only as good as the account behind it.
const now = () => Math.floor(Date.now() / 1000);
const withCookie = (cookie: string) => requestWith("/api/college/add", { method: "POST", cookie: `theme=dark; ${cookie}` });
const withBearer = (token: string) => requestWith("/api/auth/me", { headers: { authorization: `Bearer ${token}` } });
const fresh = (user: TestUser) => prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { id: true, name: true, role: true, sessionVersion: true } });

let counsellor: TestUser;
let visitor: TestUser;

beforeEach(async () => {
  counsellor = await createUser("COUNSELLOR");
  visitor = await createUser("USER");
});

afterAll(async () => {
  await prisma.revokedSession.deleteMany();
  await prisma.auditLog.deleteMany();
  await prisma.user.deleteMany({ where: { username: { startsWith: "counsellor-" } } });
  await prisma.user.deleteMany({ where: { username: { startsWith: "user-" } } });
  await disconnect();
});

describe("who is calling", () => {
  it("is nobody without a session: 401 for staff routes", async () => {
    expect(await currentCaller(requestWith("/"))).toBeNull();
    expect(await checkPermission("leads.work", requestWith("/"))).toMatchObject({ ok: false, status: 401 });
  });

  it("reads the session cookie with its role: a visitor is refused staff routes with 403", async () => {
    expect(await currentCaller(withCookie(await sessionCookie(visitor)))).toEqual({ userId: visitor.id, role: "USER", name: visitor.name });
    expect(await checkPermission("leads.work", withCookie(await sessionCookie(visitor)))).toMatchObject({ ok: false, status: 403 });
    expect(await checkPermission("leads.work", withCookie(await sessionCookie(counsellor)))).toMatchObject({ ok: true });
    expect(await checkPermission("colleges.manage", withCookie(await sessionCookie(counsellor)))).toMatchObject({ ok: false, status: 403 });
  });

  it("refuses a cookie signed with another secret, or with its role changed", async () => {
    expect(await currentCaller(withCookie(await sessionCookie(counsellor, { secret: "f".repeat(40) })))).toBeNull();
    expect(await currentCaller(withCookie(await sessionCookie({ ...visitor, role: "ADMIN" })))).toBeNull();
  });

  it("ends a logged-out session for real, and only that one", async () => {
    const phone = await sessionCookie(counsellor, { sid: "phone-session" });
    const desk = await sessionCookie(counsellor, { sid: "desk-session" });
    await revokeSession({ sid: "phone-session", sub: counsellor.id });
    expect(await currentCaller(withCookie(phone))).toBeNull();
    expect(await currentCaller(withCookie(desk))).toMatchObject({ userId: counsellor.id });
  });

  it("ends every session when the session version moves on (a password reset, a role change)", async () => {
    const cookie = await sessionCookie(counsellor);
    await prisma.user.update({ where: { id: counsellor.id }, data: { sessionVersion: { increment: 1 } } });
    expect(await currentCaller(withCookie(cookie))).toBeNull();
    expect(await currentCaller(withCookie(await sessionCookie(await fresh(counsellor))))).not.toBeNull();
  });

  it("ends the session of a disabled account or one whose role changed", async () => {
    const cookie = await sessionCookie(counsellor);
    await prisma.user.update({ where: { id: counsellor.id }, data: { disabledAt: new Date() } });
    expect(await currentCaller(withCookie(cookie))).toBeNull();

    const visitorCookie = await sessionCookie(visitor);
    await prisma.user.update({ where: { id: visitor.id }, data: { role: "COUNSELLOR" } });
    expect(await currentCaller(withCookie(visitorCookie))).toBeNull();
  });

  it("ends a staff session after 8 hours idle, not a visitor's", async () => {
    const idle = now() - STAFF_IDLE_SECONDS - 60;
    expect(await currentCaller(withCookie(await sessionCookie(counsellor, { lastActive: idle })))).toBeNull();
    expect(await currentCaller(withCookie(await sessionCookie(counsellor, { lastActive: now() - 60 })))).not.toBeNull();
    expect(await currentCaller(withCookie(await sessionCookie(visitor, { lastActive: idle })))).not.toBeNull();
  });

  it("reads a bearer token like the cookie, ended by the same revocation; the two are not interchangeable", async () => {
    const token = await issueApiToken({ sub: visitor.id, role: "USER", sv: visitor.sessionVersion });
    expect(await currentCaller(withBearer(token))).toEqual({ userId: visitor.id, role: "USER", name: visitor.name });

    const cookieValue = (await sessionCookie(visitor)).slice(SESSION_COOKIE.length + 1);
    expect(await currentCaller(withBearer(cookieValue))).toBeNull();
    expect(await currentCaller(withCookie(`${SESSION_COOKIE}=${token}`))).toBeNull();
    expect(await currentCaller(withBearer("not-a-token"))).toBeNull();

    await prisma.user.update({ where: { id: visitor.id }, data: { sessionVersion: { increment: 1 } } });
    expect(await currentCaller(withBearer(token))).toBeNull();
  });

  describe("a bearer token past its lifetime", () => {
    afterEach(() => vi.useRealTimers());

    it("is refused a minute after it expires, and read a minute before", async () => {
      const token = await issueApiToken({ sub: visitor.id, role: "USER", sv: visitor.sessionVersion });
      const issued = Date.now();
      vi.useFakeTimers({ now: issued + (API_TOKEN_SECONDS - 60) * 1000, toFake: ["Date"] });
      expect(await currentCaller(withBearer(token))).toMatchObject({ userId: visitor.id });
      vi.setSystemTime(issued + (API_TOKEN_SECONDS + 60) * 1000);
      expect(await currentCaller(withBearer(token))).toBeNull();
    });
  });
});
