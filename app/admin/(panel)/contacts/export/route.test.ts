import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { clearEnquiries, storeLead } from "@/lib/testing/enquiries";
import { createUser, requestWith, sessionCookie, type TestUser } from "@/lib/testing/sessions";
import { GET, POST } from "./route";

let picked: string[];
let other: string;

const form = (ids: string[]) => {
  const body = new FormData();
  body.set("ids", ids.join(","));
  return body;
};
const post = async (ids: string[], who?: TestUser) =>
  POST(
    requestWith("/admin/contacts/export", {
      method: "POST",
      body: form(ids),
      cookie: who ? await sessionCookie(who) : undefined,
    }),
  );

beforeAll(async () => {
  await clearEnquiries();
  picked = [(await storeLead({ name: "=HYPERLINK(1)" })).id, (await storeLead()).id];
  other = (await storeLead()).id;
});

afterAll(async () => {
  await clearEnquiries();
  await prisma.user.deleteMany();
  await disconnect();
});

describe("exporting the leads selected on the Contact List", () => {
  it("is for admins only, like the list's export", async () => {
    expect((await post(picked)).status).toBe(401);
    expect((await post(picked, await createUser("COUNSELLOR"))).status).toBe(403);
  });

  it("writes the selected leads only, in the columns and escaping of the list's export", async () => {
    const admin = await createUser("ADMIN");
    const response = await post(picked, admin);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await response.text()).trim().split("\n");
    const whole = (await (await GET(requestWith("/admin/contacts/export", { cookie: await sessionCookie(admin) }))).text())
      .trim()
      .split("\n");
    expect(lines[0]).toBe(whole[0]);
    expect(lines.slice(1).sort()).toEqual(
      whole
        .slice(1)
        .filter((line) => !line.includes(other))
        .sort(),
    );
    expect(lines.join("\n")).toContain("'=HYPERLINK(1)");
  });

  it("refuses no selection, or more than a page of ids, with a clear 400", async () => {
    const admin = await createUser("ADMIN");
    for (const ids of [[], [...picked, "'; drop"], Array.from({ length: 501 }, (_, n) => `c${String(n).padStart(24, "0")}`)]) {
      const response = await post(ids, admin);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toMatch(/^Select /);
    }
  });
});

describe("exporting the leads matching the list's filters", () => {
  it.each([
    ["from=2026-13-45", "from"],
    ["to=2026-02-30", "to"],
    ["assignee=not%20an%20id", "assignee"],
    ["course=PHD", "course"],
  ])("reads ?%s before streaming: a 400 naming %s, not a download", async (query, field) => {
    const response = await GET(
      requestWith(`/admin/contacts/export?${query}`, { cookie: await sessionCookie(await createUser("ADMIN")) }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(((await response.json()) as { message: string }).message).toContain(`"${field}"`);
  });
});
