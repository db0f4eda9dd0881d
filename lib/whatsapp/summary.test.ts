import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { clearEnquiries } from "@/lib/testing/enquiries";
import { whatsappSummary } from "./summary";

beforeAll(() => {
  // Read by lib/env on first use; the verify token is left out, so the card says to set it.
  Object.assign(process.env, {
    META_APP_SECRET: "meta-app-secret-for-the-tests-01",
    WHATSAPP_TOKEN: "whatsapp-token-for-the-tests-0001",
    WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  });
  delete process.env.META_VERIFY_TOKEN;
});
afterAll(async () => {
  await clearEnquiries();
  await disconnect();
});

describe("WhatsApp on the Lead Sources page", () => {
  it("says what to set, the last message received, today's messages in and out (India's day) and the past week's last failed send", async () => {
    await clearEnquiries();
    // 28 November, 10:00 in India.
    const now = new Date("2026-11-28T04:30:00Z");
    const lead = await prisma.lead.create({
      data: { name: "Asha", email: "asha-summary@example.com", mobile: "+919812300077", course: "MBA", noticeVersion: "test" },
    });
    const message = (direction: "IN" | "OUT", at: string, extra: object = {}) =>
      prisma.whatsAppMessage.create({
        data: {
          leadId: lead.id,
          direction,
          kind: "TEXT",
          body: "…",
          status: direction === "IN" ? "RECEIVED" : "SENT",
          createdAt: new Date(at),
          ...extra,
        },
      });
    expect(await whatsappSummary(now)).toEqual({
      missing: ["META_VERIFY_TOKEN"],
      lastReceivedAt: null,
      receivedToday: 0,
      sentToday: 0,
      lastError: null,
      lastErrorAt: null,
    });

    // 23:59 on the 27th in India: yesterday.
    await message("IN", "2026-11-27T18:29:00Z");
    await message("IN", "2026-11-27T18:31:00Z");
    await message("IN", "2026-11-28T03:00:00Z");
    await message("OUT", "2026-11-28T03:05:00Z");
    await message("OUT", "2026-11-20T03:05:00Z", { status: "FAILED", error: "Too old to show" });
    expect(await whatsappSummary(now)).toMatchObject({
      lastReceivedAt: new Date("2026-11-28T03:00:00Z"),
      receivedToday: 2,
      sentToday: 1,
      lastError: null,
    });

    await message("OUT", "2026-11-26T09:00:00Z", {
      status: "FAILED",
      error: "WhatsApp answered 400 (131026): Message undeliverable",
    });
    expect(await whatsappSummary(now)).toMatchObject({
      lastError: "WhatsApp answered 400 (131026): Message undeliverable",
      lastErrorAt: new Date("2026-11-26T09:00:00Z"),
    });
  });
});
