import { describe, expect, it } from "vitest";
import { readWireCollege } from "./http";

const college = {
  nirf: 42,
  collegeName: "Symbiosis Institute of Business Management, Pune",
  address: "Pune, Maharashtra",
  accreditation: "NAAC A++",
  fees: "₹23–25 lakh (2 years)",
  exams: "SNAP, GMAT",
  avgPackage: "₹28 LPA",
  description: "A management school on Symbiosis International University's Lavale hill campus, admitting through SNAP.",
  rating: "4.4",
  category: "Management",
};

const request = (body: string, contentType = "application/json") =>
  new Request("http://localhost/api/college/add", { method: "POST", headers: { "content-type": contentType }, body });

async function refusal(result: unknown) {
  expect(result).toBeInstanceOf(Response);
  const response = result as Response;
  return { status: response.status, body: (await response.json()) as { message: string; errors?: Record<string, string> } };
}

describe("the body of a college write", () => {
  it("reads a JSON college into the lib's input", async () => {
    expect(await readWireCollege(request(JSON.stringify(college)))).toMatchObject({ name: college.collegeName, nirfRank: 42, city: "Pune" });
  });

  it("is read like every route's body: the content type, the size cap and the JSON are checked first", async () => {
    expect((await refusal(await readWireCollege(request(JSON.stringify(college), "text/plain")))).status).toBe(415);
    const flood = await refusal(await readWireCollege(request(JSON.stringify({ ...college, description: "x".repeat(200_000) }))));
    expect(flood.status).toBe(413);
    expect(flood.body.message).toMatch(/too large/i);
    const broken = await refusal(await readWireCollege(request("{ nirf: 42")));
    expect(broken.status).toBe(400);
    expect(broken.body.errors).toHaveProperty("body");
  });

  it("names each bad field by its old-API name", async () => {
    const { status, body } = await refusal(await readWireCollege(request(JSON.stringify({ ...college, address: "Pune", category: "Law" }))));
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(["address", "category"]);
  });
});
