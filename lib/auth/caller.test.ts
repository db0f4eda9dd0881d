import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import {
  apiToken,
  createUser,
  openTestSession,
  requestWith,
  sessionCookie,
  SESSION_COOKIE,
  type TestUser,
} from "@/lib/testing/sessions";
import { API_TOKEN_SECONDS } from "./api-token";
import { checkPermission, currentCaller, currentSession } from "./caller";
import { STAFF_IDLE_SECONDS } from "./claims";
import { endSession, STAFF_SESSION_SECONDS, VISITOR_SESSION_SECONDS } from "./sessions";

// Real PostgreSQL: a session is only as good as the account behind it.
const now = () => Math.floor(Date.now() / 1000);
const withCookie = (cookie: string) => requestWith("/api/college/add", { method: "POST", cookie: `theme=dark; ${cookie}` });
const withBearer = (token: string) => requestWith("/api/auth/me", { headers: { authorization: `Bearer ${token}` } });
const fresh = (user: TestUser) =>
  prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { id: true, name: true, role: true, sessionVersion: true } });

let counsellor: TestUser;
let visitor: TestUser;

beforeEach(async () => {
  counsellor = await createUser("COUNSELLOR");
  visitor = await createUser("USER");
});

afterAll(async () => {
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
    expect(await currentCaller(withCookie(await sessionCookie(visitor)))).toEqual({
      userId: visitor.id,
      role: "USER",
      name: visitor.name,
    });
    expect(await checkPermission("leads.work", withCookie(await sessionCookie(visitor)))).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(await checkPermission("leads.work", withCookie(await sessionCookie(counsellor)))).toMatchObject({ ok: true });
    expect(await checkPermission("colleges.manage", withCookie(await sessionCookie(counsellor)))).toMatchObject({
      ok: false,
      status: 403,
    });
  });

  it("refuses a cookie signed with another secret, or with its role changed", async () => {
    expect(await currentCaller(withCookie(await sessionCookie(counsellor, { secret: "f".repeat(40) })))).toBeNull();
    expect(await currentCaller(withCookie(await sessionCookie({ ...visitor, role: "ADMIN" })))).toBeNull();
  });

  it("ends a logged-out session for real, and only that one", async () => {
    const phone = await sessionCookie(counsellor, { sid: "phone-session" });
    const desk = await sessionCookie(counsellor, { sid: "desk-session" });
    await endSession("phone-session");
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

  it("is nobody for a well-signed cookie whose session was never opened or has ended", async () => {
    expect(await currentCaller(withCookie(await sessionCookie(visitor, { noRow: true })))).toBeNull();
  });

  it("ends a session at its absolute lifetime, however active: staff after 12 hours, visitors after 30 days", async () => {
    const staffSid = await openTestSession(counsellor, { startedSecondsAgo: STAFF_SESSION_SECONDS + 60 });
    expect(
      await currentCaller(withCookie(await sessionCookie(counsellor, { sid: staffSid, noRow: true, lastActive: now() - 60 }))),
    ).toBeNull();
    const freshStaff = await openTestSession(counsellor, { startedSecondsAgo: STAFF_SESSION_SECONDS - 60 });
    expect(await currentCaller(withCookie(await sessionCookie(counsellor, { sid: freshStaff, noRow: true })))).not.toBeNull();

    const oldVisit = await openTestSession(visitor, { startedSecondsAgo: VISITOR_SESSION_SECONDS + 60 });
    expect(await currentCaller(withCookie(await sessionCookie(visitor, { sid: oldVisit, noRow: true })))).toBeNull();
    expect(await currentCaller(withBearer(await apiToken(visitor, oldVisit)))).toBeNull();
    const recentVisit = await openTestSession(visitor, { startedSecondsAgo: VISITOR_SESSION_SECONDS - 60 });
    expect(await currentCaller(withCookie(await sessionCookie(visitor, { sid: recentVisit, noRow: true })))).not.toBeNull();
  });

  it("one log-in's cookie and token share a session: ending it through either ends both", async () => {
    const sid = await openTestSession(visitor);
    const cookie = await sessionCookie(visitor, { sid, noRow: true });
    const token = await apiToken(visitor, sid);
    expect(await currentSession(withBearer(token))).toEqual({
      caller: expect.objectContaining({ userId: visitor.id }),
      sessionId: sid,
    });
    await endSession(sid);
    expect(await currentCaller(withBearer(token))).toBeNull();
    expect(await currentCaller(withCookie(cookie))).toBeNull();
  });

  it("brings a session's last use forward, at most every few minutes", async () => {
    const sid = await openTestSession(visitor, { startedSecondsAgo: 3600 });
    await currentCaller(withCookie(await sessionCookie(visitor, { sid, noRow: true })));
    const touched = await prisma.accountSession.findUniqueOrThrow({ where: { id: sid } });
    expect(Date.now() - touched.lastUsedAt.getTime()).toBeLessThan(60_000);
    expect(touched.createdAt.getTime()).toBeLessThan(touched.lastUsedAt.getTime() - 3000_000);
  });

  it("reads a bearer token like the cookie, ended by the same revocation; the two are not interchangeable", async () => {
    const token = await apiToken(visitor);
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
      const token = await apiToken(visitor);
      const issued = Date.now();
      vi.useFakeTimers({ now: issued + (API_TOKEN_SECONDS - 60) * 1000, toFake: ["Date"] });
      expect(await currentCaller(withBearer(token))).toMatchObject({ userId: visitor.id });
      vi.setSystemTime(issued + (API_TOKEN_SECONDS + 60) * 1000);
      expect(await currentCaller(withBearer(token))).toBeNull();
    });
  });
});
