import { describe, expect, it } from "vitest";
import { readWireCollege } from "./http";

const request = (body: string, contentType = "application/json") =>
  new Request("http://localhost/api/college/add", { method: "POST", headers: { "content-type": contentType }, body });

async function refusal(result: unknown) {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  return { status: response.status, body: (await response.json()) as { message: string; errors?: Record<string, string> } };
}

describe("the body of a college write", () => {
  it("is read like every route's body: the content type, the size cap and the JSON are checked first", async () => {
    expect((await refusal(await readWireCollege(request(JSON.stringify({ nirf: 42 }), "text/plain")))).status).toBe(415);
    const flood = await refusal(await readWireCollege(request(JSON.stringify({ description: "x".repeat(200_000) }))));
    expect(flood.status).toBe(413);
    expect(flood.body.message).toMatch(/too large/i);
    const broken = await refusal(await readWireCollege(request("{ nirf: 42")));
    expect(broken.status).toBe(400);
    expect(broken.body.errors).toHaveProperty("body");
  });

  it("names each missing field by its old-API name", async () => {
    const { status, body } = await refusal(await readWireCollege(request(JSON.stringify({ nirf: 42 }))));
    expect(status).toBe(400);
    expect(body.errors).toHaveProperty("collegeName");
    expect(body.errors).toHaveProperty("address");
    expect(body.errors).not.toHaveProperty("nirf");
  });
});
