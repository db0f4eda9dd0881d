import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { createUser, requestWith, sessionCookie, type TestUser } from "@/lib/testing/sessions";
import { POST as add } from "./add/route";
import { DELETE as remove } from "./delete/[id]/route";
import { PUT as update } from "./update/[id]/route";

// The college writes behind the next-auth session: admins only, whatever door the cookie came through.
const params = { params: Promise.resolve({ id: "no-such-college" }) };
const calls = {
  add: (init: RequestInit & { cookie?: string }) => add(requestWith("/api/college/add", { method: "POST", ...init }), params),
  update: (init: RequestInit & { cookie?: string }) =>
    update(requestWith("/api/college/update/x", { method: "PUT", ...init }), params),
  remove: (init: RequestInit & { cookie?: string }) =>
    remove(requestWith("/api/college/delete/x", { method: "DELETE", ...init }), params),
};
const json = { "content-type": "application/json" };
let users: Record<"visitor" | "counsellor" | "admin", TestUser>;

beforeAll(async () => {
  users = { visitor: await createUser("USER"), counsellor: await createUser("COUNSELLOR"), admin: await createUser("ADMIN") };
});

afterAll(async () => {
  await prisma.user.deleteMany({ where: { id: { in: Object.values(users).map((user) => user.id) } } });
  await disconnect();
});

describe("the college API's access", () => {
  it.each(Object.entries(calls))("%s: 401 anonymous, 403 for a visitor or a counsellor", async (_name, call) => {
    const anonymous = await call({ headers: json, body: "{}" });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ message: "Please log in as staff to do this." });
    for (const role of ["visitor", "counsellor"] as const) {
      const response = await call({ headers: json, body: "{}", cookie: await sessionCookie(users[role]) });
      expect(response.status).toBe(403);
    }
  });

  it.each(Object.entries(calls))(
    "%s: an admin gets through to the command (a 400 or 404 for this input)",
    async (_name, call) => {
      const response = await call({ headers: json, body: "{}", cookie: await sessionCookie(users.admin) });
      expect([400, 404]).toContain(response.status);
    },
  );

  it("refuses an admin's cookie sent from another site's page", async () => {
    const response = await calls.add({
      headers: { ...json, origin: "https://evil.example" },
      body: "{}",
      cookie: await sessionCookie(users.admin),
    });
    expect(response.status).toBe(403);
  });
});
