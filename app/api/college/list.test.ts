import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCollegesIfEmpty } from "@/lib/colleges/seed";
import { disconnect, prisma } from "@/lib/db";
import { requestWith } from "@/lib/testing/sessions";
import { GET as list } from "./list/route";

beforeAll(async () => {
  await seedCollegesIfEmpty(prisma);
});

afterAll(disconnect);

type Listed = { _id: string; nirf: number; category: string; collegeName: string };

describe("GET /api/college/list", () => {
  it("pages the whole list in its usual order without gaps or repeats", async () => {
    const whole = (await (await list(requestWith("/api/college/list?limit=500"))).json()) as Listed[];
    expect(whole.length).toBe(await prisma.college.count());
    const paged: Listed[] = [];
    let url: string | undefined = "/api/college/list?limit=7";
    while (url) {
      const response = await list(requestWith(url));
      paged.push(...((await response.json()) as Listed[]));
      url = /^<([^>]+)>/.exec(response.headers.get("link") ?? "")?.[1];
    }
    expect(paged.map((college) => college._id)).toEqual(whole.map((college) => college._id));
    expect(whole[0]).toMatchObject({ category: "Engineering", nirf: 1 });
  });

  it("answers 100 colleges by default and refuses a forged cursor", async () => {
    const first = await list(requestWith("/api/college/list"));
    expect(((await first.json()) as unknown[]).length).toBe(Math.min(100, await prisma.college.count()));
    expect((await list(requestWith(`/api/college/list?cursor=${Buffer.from("ADMIN|1").toString("base64url")}`))).status).toBe(
      400,
    );
  });
});
