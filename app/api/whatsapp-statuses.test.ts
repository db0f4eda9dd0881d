import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as metaPost } from "@/app/api/webhooks/meta/route";
import { disconnect, pgPool, prisma } from "@/lib/db";
import { processDelivery } from "@/lib/intake/deliveries";
import { smtpTransport, type MailTransport } from "@/lib/mail/transport";
import { clearEnquiries } from "@/lib/testing/enquiries";
import { runDueJobs } from "@/lib/testing/jobs";
import { createUser } from "@/lib/testing/sessions";
import { startTestSmtpServer } from "@/lib/testing/smtp-server";
import {
  startConfiguredWhatsAppStandIn,
  startWhatsAppCloudStandIn,
  statusValue,
  TEST_WHATSAPP,
  whatsappNotification,
  type CloudRequest,
} from "@/lib/testing/whatsapp-cloud";
import { sendWhatsApp } from "@/lib/whatsapp/send";

const { appSecret: APP_SECRET, phoneNumberId: PHONE_ID } = TEST_WHATSAPP;

let cloud: Awaited<ReturnType<typeof startWhatsAppCloudStandIn>>;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let transport: MailTransport;
let meera: { userId: string; role: "COUNSELLOR"; name: string };

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  transport = smtpTransport(smtp.url);
  cloud = await startConfiguredWhatsAppStandIn();
  const user = await createUser("COUNSELLOR");
  meera = { userId: user.id, role: "COUNSELLOR", name: user.name };
});
async function clear() {
  await clearEnquiries();
  await prisma.webhookDelivery.deleteMany();
  await prisma.whatsAppPendingStatus.deleteMany();
  await pgPool().query("DELETE FROM graphile_worker._private_jobs");
}
beforeEach(async () => {
  await clear();
  cloud.requests.length = 0;
  delete cloud.hooks.beforeAnswer;
});
afterAll(async () => {
  await clear();
  // An on-duty counsellor left behind would take the next file's leads (and their alert e-mails).
  await prisma.user.deleteMany({ where: { id: meera.userId } });
  await cloud.close();
  await smtp.close();
  await disconnect();
});

/** Meta's status notification through the webhook, processed at once (as a worker would, while the send still waits). */
async function statusNow(accepted: CloudRequest, status: "sent" | "delivered" | "read" | "failed", timestamp?: string) {
  const value = statusValue(accepted.id, status, accepted.to);
  if (timestamp) value.statuses[0]!.timestamp = timestamp;
  const { body, signature } = whatsappNotification(APP_SECRET, PHONE_ID, value);
  const response = await metaPost(
    new Request("http://localhost/api/webhooks/meta", {
      method: "POST",
      headers: { "content-type": "application/json", "x-hub-signature-256": signature },
      body,
    }),
  );
  expect(response.status).toBe(200);
  for (const delivery of await prisma.webhookDelivery.findMany({ where: { processedAt: null } })) {
    await processDelivery(delivery.id);
  }
}

async function leadInWindow() {
  return prisma.lead.create({
    data: {
      name: "Asha Verma",
      email: `asha-${Date.now()}@example.com`,
      mobile: "+919812300001",
      course: "MBA",
      noticeVersion: "test",
      whatsappInboundAt: new Date(),
    },
  });
}

describe("a status that arrives before the send's answer", () => {
  it("is kept, then applied when the answer records Meta's id", async () => {
    const asha = await leadInWindow();
    let before: { status: string; metaId: string | null } | null = null;
    cloud.hooks.beforeAnswer = async (accepted) => {
      await statusNow(accepted, "delivered");
      before = await prisma.whatsAppMessage.findFirstOrThrow({
        where: { leadId: asha.id },
        select: { status: true, metaId: true },
      });
    };
    expect(await sendWhatsApp(meera, asha.id, { kind: "text", body: "See you at 4 pm." })).toMatchObject({ ok: true });
    await runDueJobs(transport);

    // While Meta's answer was on its way, the message did not know its id yet: the status waited.
    expect(before).toEqual({ status: "QUEUED", metaId: null });
    const message = await prisma.whatsAppMessage.findFirstOrThrow({ where: { leadId: asha.id } });
    expect(message).toMatchObject({ status: "DELIVERED", metaId: cloud.requests[0]!.id });
    expect(message.deliveredAt).not.toBeNull();
    expect(await prisma.whatsAppPendingStatus.count()).toBe(0);
  });

  it("applies several early ones in order, forward only, and a failure with Meta's reason", async () => {
    const asha = await leadInWindow();
    cloud.hooks.beforeAnswer = async (accepted) => {
      // Read first, then a late delivered: the message ends read, with both times.
      await statusNow(accepted, "read", "1764300010");
      await statusNow(accepted, "delivered", "1764300005");
    };
    await sendWhatsApp(meera, asha.id, { kind: "text", body: "Brochure follows." });
    await runDueJobs(transport);
    expect(await prisma.whatsAppMessage.findFirstOrThrow({ where: { leadId: asha.id } })).toMatchObject({
      status: "READ",
      deliveredAt: new Date(1764300005_000),
      readAt: new Date(1764300010_000),
    });

    cloud.hooks.beforeAnswer = (accepted) => statusNow(accepted, "failed");
    await sendWhatsApp(meera, asha.id, { kind: "text", body: "Are you there?" });
    await runDueJobs(transport);
    expect(await prisma.whatsAppMessage.findFirstOrThrow({ where: { leadId: asha.id, body: "Are you there?" } })).toMatchObject({
      status: "FAILED",
      errorCode: 131047,
      error: expect.stringMatching(/^Re-engagement message: Message failed to send because more than 24 hours/),
    });
    expect(await prisma.whatsAppPendingStatus.count()).toBe(0);
  });

  it("keeps a status of a message nobody here sent for a day at most", async () => {
    await prisma.whatsAppPendingStatus.create({
      data: { metaId: "wamid.OLD", status: "DELIVERED", at: new Date(), receivedAt: new Date(Date.now() - 25 * 3600_000) },
    });
    await statusNow({ id: "wamid.ELSEWHERE", to: "919812300001" } as CloudRequest, "delivered");
    expect(await prisma.whatsAppPendingStatus.findMany({ select: { metaId: true } })).toEqual([{ metaId: "wamid.ELSEWHERE" }]);
  });
});
