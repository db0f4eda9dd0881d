import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { createUser, requestWith, sessionCookie, type TestUser } from "@/lib/testing/sessions";
import { POST as add } from "./add/route";
import { DELETE as remove } from "./delete/[id]/route";
import { GET as list } from "./list/route";
import { PUT as update } from "./update/[id]/route";

const params = { params: Promise.resolve({ id: "no-such-blog" }) };
const json = { "content-type": "application/json" };
const writes = {
  add: (init: RequestInit & { cookie?: string }) => add(requestWith("/api/blog/add", { method: "POST", ...init }), params),
  update: (init: RequestInit & { cookie?: string }) =>
    update(requestWith("/api/blog/update/x", { method: "PUT", ...init }), params),
  remove: (init: RequestInit & { cookie?: string }) =>
    remove(requestWith("/api/blog/delete/x", { method: "DELETE", ...init }), params),
};
let users: Record<"visitor" | "counsellor" | "admin", TestUser>;

beforeAll(async () => {
  await prisma.blog.deleteMany();
  users = { visitor: await createUser("USER"), counsellor: await createUser("COUNSELLOR"), admin: await createUser("ADMIN") };
  const base = new Date("2026-06-01T00:00:00Z").getTime();
  await prisma.blog.createMany({
    data: Array.from({ length: 7 }, (_, i) => ({
      slug: `post-${i}`,
      title: `Post ${i}`,
      author: "Neha",
      courseName: "MBA",
      imageUrl: "/images/blogs/default.svg",
      description: "Text.",
      createdAt: new Date(base + i * 1000),
    })),
  });
});

afterAll(async () => {
  await prisma.blog.deleteMany();
  await prisma.auditLog.deleteMany();
  await prisma.user.deleteMany({ where: { id: { in: Object.values(users).map((user) => user.id) } } });
  await disconnect();
});

describe("the blog API", () => {
  it.each(Object.entries(writes))(
    "%s: 401 anonymous, 403 for a visitor or a counsellor, through for an admin",
    async (_name, call) => {
      expect((await call({ headers: json, body: "{}" })).status).toBe(401);
      for (const role of ["visitor", "counsellor"] as const) {
        expect((await call({ headers: json, body: "{}", cookie: await sessionCookie(users[role]) })).status).toBe(403);
      }
      expect([400, 404]).toContain((await call({ headers: json, body: "{}", cookie: await sessionCookie(users.admin) })).status);
    },
  );

  it("adds a blog in the specification's shape, and refuses bad input with the fields named", async () => {
    const cookie = await sessionCookie(users.admin);
    const bad = await writes.add({ headers: json, body: JSON.stringify({ title: "Only a title" }), cookie });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { errors: object }).errors).sort()).toEqual([
      "coursename",
      "description",
      "image",
      "name",
    ]);
    const notJson = await writes.add({ headers: { "content-type": "text/plain" }, body: "x", cookie });
    expect(notJson.status).toBe(415);
  });

  it("lists the blogs newest first as a JSON array, a page at a time with a Link header", async () => {
    const first = await list(requestWith("/api/blog/list?limit=3"));
    const page1 = (await first.json()) as { _id: string; title: string; name: string; coursename: string; image: string }[];
    expect(page1.map((blog) => blog.title)).toEqual(["Post 6", "Post 5", "Post 4"]);
    expect(Object.keys(page1[0]!).sort()).toEqual(["_id", "coursename", "description", "image", "name", "title"]);
    const next = /^<([^>]+)>; rel="next"$/.exec(first.headers.get("link") ?? "")?.[1];
    expect(next).toMatch(/^\/api\/blog\/list\?limit=3&cursor=/);

    const titles = page1.map((blog) => blog.title);
    let url: string | undefined = next;
    while (url) {
      const response = await list(requestWith(url));
      titles.push(...((await response.json()) as { title: string }[]).map((blog) => blog.title));
      url = /^<([^>]+)>/.exec(response.headers.get("link") ?? "")?.[1];
    }
    expect(titles).toEqual(["Post 6", "Post 5", "Post 4", "Post 3", "Post 2", "Post 1", "Post 0"]);
    expect(((await (await list(requestWith("/api/blog/list"))).json()) as unknown[]).length).toBe(7);
  });

  it("answers a bad limit or cursor with 400 and a clear message", async () => {
    for (const query of ["limit=0", "limit=501", "limit=ten", "cursor=not-ours"]) {
      const response = await list(requestWith(`/api/blog/list?${query}`));
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/limit|cursor/);
    }
  });
});
