import { afterAll, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { GET } from "./route";

const created: string[] = [];

afterAll(async () => {
  await prisma.storedFile.deleteMany({ where: { id: { in: created } } });
  await disconnect();
});

async function storedFile(isPublic: boolean) {
  const file = await prisma.storedFile.create({
    data: { fileName: "x.png", contentType: "image/png", size: 3, bytes: Buffer.from([1, 2, 3]), isPublic },
  });
  created.push(file.id);
  return file.id;
}

const get = (id: string) =>
  GET(new Request(`http://localhost/media/${id}`, { headers: { "x-request-id": "media-test" } }), {
    params: Promise.resolve({ id }),
  });

describe("GET /media/:id", () => {
  it("serves a public upload for a year, with the request's id", async () => {
    const response = await get(await storedFile(true));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-request-id")).toBe("media-test");
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([1, 2, 3]);
  });

  it("never serves a private upload (a résumé), nor an id that is not one", async () => {
    for (const id of [await storedFile(false), "../etc/passwd", "x"]) {
      const response = await get(id);
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });
});
