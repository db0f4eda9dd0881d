import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { MOBILE_REQUEST_RECEIVED, REQUEST_RECEIVED } from "@/lib/privacy/rights/requests";
import { answer, clearEnquiries, jsonRequest, storeLead } from "@/lib/testing/enquiries";
import { POST } from "./route";

const person = { email: "kavya.r@example.com", mobile: "+919876501234" };
const asked = async (body: unknown) => answer(await POST(jsonRequest("/api/privacy/requests", body)));

async function clearAll() {
  await clearEnquiries();
  await prisma.privacyRequest.deleteMany();
}

beforeEach(clearAll);
afterAll(async () => {
  await clearAll();
  await disconnect();
});

describe("POST /api/privacy/requests", () => {
  it("answers an unknown address or mobile exactly as a known one, and mails a link only to a known address", async () => {
    await storeLead(person);
    const known = await asked({ email: person.email, kind: "access" });
    expect(known).toEqual({ status: 200, body: { message: REQUEST_RECEIVED } });
    expect(await asked({ email: "nobody@example.com", kind: "access" })).toEqual(known);
    // A mobile proves nobody: no link for it, known or not, and the same answer either way.
    const knownMobile = await asked({ mobile: person.mobile, kind: "erasure" });
    expect(knownMobile).toEqual({ status: 200, body: { message: MOBILE_REQUEST_RECEIVED } });
    expect(await asked({ mobile: "9000000001", kind: "erasure" })).toEqual(knownMobile);
    expect(await prisma.outboxEmail.findMany({ select: { to: true, subject: true } })).toEqual([
      { to: person.email, subject: "Confirm your privacy request" },
    ]);
    expect(await prisma.privacyRequest.groupBy({ by: ["state"], _count: true, orderBy: { state: "asc" } })).toEqual([
      { state: "RECEIVED", _count: 1 },
      { state: "MANUAL", _count: 1 },
    ]);
  });

  it("refuses bad input with a clear 400", async () => {
    expect(await asked({ email: person.email, kind: "delete" })).toMatchObject({
      status: 400,
      body: { errors: { kind: expect.stringContaining('"erasure"') } },
    });
    expect(await asked({ kind: "access" })).toMatchObject({
      status: 400,
      body: { errors: { email: expect.stringContaining("either") } },
    });
    expect(await asked({ email: person.email, mobile: "9876501234", kind: "access" })).toMatchObject({ status: 400 });
    expect(await asked({ email: "not-an-address", kind: "access" })).toMatchObject({
      status: 400,
      body: { errors: { email: expect.any(String) } },
    });
    expect(await asked({ mobile: "12345", kind: "access" })).toMatchObject({
      status: 400,
      body: { errors: { mobile: expect.any(String) } },
    });
    expect(await asked({ email: person.email, kind: "correction" })).toMatchObject({
      status: 400,
      body: { errors: { note: "Say what we should correct" } },
    });
    expect((await asked("[1,2]")).status).toBe(400);
  });
});
