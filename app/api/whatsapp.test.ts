import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as metaPost } from "@/app/api/webhooks/meta/route";
import { disconnect, pgPool, prisma } from "@/lib/db";
import { createReplyTemplate } from "@/lib/leads/templates/commands";
import { anonymiseLeads } from "@/lib/privacy/anonymise";
import { collectPersonalData } from "@/lib/privacy/rights/access";
import { smtpTransport, type MailTransport } from "@/lib/mail/transport";
import { clearEnquiries } from "@/lib/testing/enquiries";
import { makeJobsDue, runDueJobs } from "@/lib/testing/jobs";
import { createUser } from "@/lib/testing/sessions";
import { startTestSmtpServer } from "@/lib/testing/smtp-server";
import {
  inboundValue,
  startConfiguredWhatsAppStandIn,
  startWhatsAppCloudStandIn,
  statusValue,
  TEST_WHATSAPP,
  whatsappNotification,
} from "@/lib/testing/whatsapp-cloud";
import { NO_MARKETING_CONSENT } from "@/lib/whatsapp/consent";
import { STOP_CONFIRMATION } from "@/lib/whatsapp/receive";
import { SEND_ATTEMPTS, sendWhatsApp } from "@/lib/whatsapp/send";
import { WINDOW_CLOSED } from "@/lib/whatsapp/window";

const { appSecret: APP_SECRET, phoneNumberId: PHONE_ID } = TEST_WHATSAPP;

let cloud: Awaited<ReturnType<typeof startWhatsAppCloudStandIn>>;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let transport: MailTransport;
const runJobs = () => runDueJobs(transport);
let meera: { userId: string; role: "COUNSELLOR"; name: string };
let admin: { userId: string; role: "ADMIN"; name: string };
let mobileNumber = 0;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  transport = smtpTransport(smtp.url);
  // Lead ads stay off (no Page token).
  cloud = await startConfiguredWhatsAppStandIn();
  const m = await createUser("COUNSELLOR");
  await prisma.user.update({ where: { id: m.id }, data: { name: "Meera" } });
  meera = { userId: m.id, role: "COUNSELLOR", name: "Meera" };
  const a = await createUser("ADMIN");
  admin = { userId: a.id, role: "ADMIN", name: a.name };
});

async function clear() {
  await clearEnquiries();
  await prisma.replyTemplate.deleteMany();
  await prisma.webhookDelivery.deleteMany();
  await pgPool().query("DELETE FROM graphile_worker._private_jobs");
}

beforeEach(async () => {
  await clear();
  cloud.requests.length = 0;
  cloud.answers.length = 0;
  await prisma.assignmentRule.deleteMany();
  await prisma.user.updateMany({ where: { onDuty: true }, data: { onDuty: false } });
  await prisma.user.update({ where: { id: meera.userId }, data: { onDuty: true } });
});
afterAll(async () => {
  await clear();
  await cloud.close();
  await smtp.close();
  await disconnect();
});

/** A lead with a mobile of its own, its enquiry consent and (when asked) marketing consent; `wroteAt` its last WhatsApp message. */
async function lead(options: { marketing?: boolean; wroteAt?: Date | null; awaitingGuardian?: boolean } = {}) {
  mobileNumber++;
  const row = await prisma.lead.create({
    data: {
      name: "Asha Verma",
      email: `asha${mobileNumber}@example.com`,
      mobile: `+9198${String(mobileNumber).padStart(8, "0")}`,
      course: "MBA",
      noticeVersion: "test",
      assignedToId: meera.userId,
      awaitingGuardian: options.awaitingGuardian ?? false,
      whatsappInboundAt: options.wroteAt === undefined ? new Date() : options.wroteAt,
    },
  });
  const purposes = options.marketing ? (["ENQUIRY", "MARKETING"] as const) : (["ENQUIRY"] as const);
  for (const purpose of purposes) {
    await prisma.consent.create({ data: { form: "lead", enquiryId: row.id, purpose, method: "FORM", noticeVersion: "test" } });
  }
  return row;
}

const digits = (mobile: string) => mobile.replace(/\D/g, "");

async function mapped(marketing = false) {
  const answer = await createReplyTemplate(admin, {
    name: marketing ? "Open day" : "Welcome",
    channel: "WHATSAPP",
    body: "Hello {name}, about {course}: {counsellor} here.",
    waTemplateName: marketing ? "open_day" : "welcome_enquiry",
    waLanguage: "hi",
    waParams: "{name}, {course}, {counsellor}",
    waMarketing: marketing ? "on" : "",
  });
  expect(answer).toMatchObject({ ok: true });
  return prisma.replyTemplate.findUniqueOrThrow({ where: { name: marketing ? "Open day" : "Welcome" } });
}

async function postMeta(body: string, signature?: string) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (signature) headers["x-hub-signature-256"] = signature;
  const response = await metaPost(new Request("http://localhost/api/webhooks/meta", { method: "POST", headers, body }));
  return response.status;
}

/** Meta's notification of `value`, signed, through the webhook and the queue. */
async function notify(value: object) {
  const { body, signature } = whatsappNotification(APP_SECRET, PHONE_ID, value);
  const status = await postMeta(body, signature);
  await runJobs();
  return status;
}

describe("sending WhatsApp messages", () => {
  it("sends a mapped template to the Cloud API with the lead's values as its parameters, in order", async () => {
    const asha = await lead({ wroteAt: null });
    const template = await mapped();

    expect(await sendWhatsApp(meera, asha.id, { kind: "template", templateId: template.id })).toMatchObject({ ok: true });
    await runJobs();

    expect(cloud.requests).toHaveLength(1);
    expect(cloud.requests[0]).toMatchObject({
      messaging_product: "whatsapp",
      to: digits(asha.mobile),
      type: "template",
      template: {
        name: "welcome_enquiry",
        language: { code: "hi" },
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", text: "Asha Verma" },
              { type: "text", text: "MBA" },
              { type: "text", text: "Meera" },
            ],
          },
        ],
      },
    });
    const message = await prisma.whatsAppMessage.findFirstOrThrow({ where: { leadId: asha.id } });
    expect(message).toMatchObject({
      status: "SENT",
      metaId: cloud.requests[0]!.id,
      body: "Hello Asha Verma, about MBA: Meera here.",
      senderId: meera.userId,
    });
    // A WhatsApp reply is the lead's first response.
    expect((await prisma.lead.findUniqueOrThrow({ where: { id: asha.id } })).firstResponseAt).not.toBeNull();
  });

  it("ticks the message delivered then read from Meta's statuses, never back", async () => {
    const asha = await lead();
    await sendWhatsApp(meera, asha.id, { kind: "text", body: "Your counselling is at 4 pm." });
    await runJobs();
    const id = cloud.requests[0]!.id;

    expect(await notify(statusValue(id, "delivered", digits(asha.mobile)))).toBe(200);
    expect((await prisma.whatsAppMessage.findUniqueOrThrow({ where: { metaId: id } })).status).toBe("DELIVERED");
    await notify(statusValue(id, "read", digits(asha.mobile)));
    // A late "delivered" (Meta does not promise their order) leaves it read.
    await notify({ statuses: [{ ...statusValue(id, "delivered", digits(asha.mobile)).statuses[0], timestamp: "1764300000" }] });
    const message = await prisma.whatsAppMessage.findUniqueOrThrow({ where: { metaId: id } });
    expect(message.status).toBe("READ");
    expect(message.deliveredAt).not.toBeNull();
    expect(message.readAt).not.toBeNull();
  });

  it("refuses free text and the brochure outside the 24-hour window, and refuses a message whose window closed while it waited", async () => {
    const quiet = await lead({ wroteAt: new Date(Date.now() - 25 * 3600_000) });
    expect(await sendWhatsApp(meera, quiet.id, { kind: "text", body: "Hello?" })).toEqual({
      ok: false,
      status: 409,
      message: WINDOW_CLOSED,
      errors: {},
    });
    expect(await sendWhatsApp(meera, quiet.id, { kind: "document" })).toMatchObject({ ok: false, message: WINDOW_CLOSED });

    const asha = await lead({ wroteAt: new Date(Date.now() - 23 * 3600_000) });
    expect(await sendWhatsApp(meera, asha.id, { kind: "text", body: "Hello again" })).toMatchObject({ ok: true });
    // The send waited past the window (the Cloud API was busy): it is refused, not sent.
    await prisma.lead.update({
      where: { id: asha.id },
      data: { whatsappInboundAt: new Date(Date.now() - 24 * 3600_000 - 1000) },
    });
    await runJobs();

    expect(cloud.requests).toHaveLength(0);
    expect(await prisma.whatsAppMessage.findFirstOrThrow({ where: { leadId: asha.id } })).toMatchObject({
      status: "FAILED",
      error: `Not sent: ${WINDOW_CLOSED}`,
    });
    expect(await prisma.whatsAppMessage.count({ where: { leadId: quiet.id } })).toBe(0);
  });

  it("sends once after Meta's rate limit (429, then 200), showing it waiting in between", async () => {
    const asha = await lead();
    cloud.answers.push(429);
    await sendWhatsApp(meera, asha.id, { kind: "text", body: "Fees list attached soon." });

    await runJobs();
    expect(await prisma.whatsAppMessage.findFirstOrThrow({ where: { leadId: asha.id } })).toMatchObject({
      status: "WAITING",
      errorCode: 130429,
    });
    expect(cloud.requests).toHaveLength(0);

    for (let round = 0; round < 5 && cloud.requests.length === 0; round++) {
      await makeJobsDue();
      await runJobs();
    }
    expect(cloud.requests).toHaveLength(1);
    expect(cloud.requests[0]).toMatchObject({ type: "text", text: { body: "Fees list attached soon." } });
    expect(await prisma.whatsAppMessage.findFirstOrThrow({ where: { leadId: asha.id } })).toMatchObject({
      status: "SENT",
      error: null,
    });
  });

  it("marks it failed with Meta's reason after the last try", async () => {
    const asha = await lead();
    cloud.answers.push(...Array<number>(SEND_ATTEMPTS).fill(503));
    await sendWhatsApp(meera, asha.id, { kind: "document" });
    // Each round makes the waiting try due; a job whose failure the worker is still recording waits for the next round.
    for (let round = 0; round < 3 * SEND_ATTEMPTS && cloud.answers.length > 0; round++) {
      await makeJobsDue();
      await runJobs();
    }
    await runJobs();
    // Exactly its tries: every refusal queued was answered, and nothing reached the stand-in.
    expect(cloud.answers).toHaveLength(0);
    expect(cloud.requests).toHaveLength(0);
    expect(await prisma.whatsAppMessage.findFirstOrThrow({ where: { leadId: asha.id } })).toMatchObject({
      status: "FAILED",
      error: "WhatsApp answered 503 (131000): Something went wrong: Unknown error",
    });
  });

  it("sends a marketing template only with marketing consent, and nothing to a minor awaiting a guardian", async () => {
    const template = await mapped(true);
    const without = await lead({ marketing: false });
    const minor = await lead({ marketing: true, awaitingGuardian: true });
    expect(await sendWhatsApp(meera, without.id, { kind: "template", templateId: template.id })).toMatchObject({
      ok: false,
      message: NO_MARKETING_CONSENT,
    });
    expect(await sendWhatsApp(meera, minor.id, { kind: "text", body: "Hi" })).toMatchObject({ ok: false, status: 409 });
    expect(await prisma.whatsAppMessage.count()).toBe(0);
  });
});

describe("template mapping", () => {
  const base = { name: "Brochure", channel: "WHATSAPP", body: "Hi {name}, {course} details." };
  it("refuses a mapping whose parameters are missing or unknown, or without its language", async () => {
    expect(
      await createReplyTemplate(admin, { ...base, waTemplateName: "brochure", waLanguage: "en", waParams: "{name}" }),
    ).toMatchObject({
      ok: false,
      errors: { waParams: "The message uses {course}: list every placeholder it uses, in the approved template's order" },
    });
    expect(
      await createReplyTemplate(admin, { ...base, waTemplateName: "brochure", waLanguage: "en", waParams: "{name}, {fees}" }),
    ).toMatchObject({ ok: false, errors: { waParams: "Unknown parameters {fees}: use {name}, {course} or {counsellor}." } });
    expect(await createReplyTemplate(admin, { ...base, waTemplateName: "brochure", waParams: "{name} {course}" })).toMatchObject({
      ok: false,
      errors: { waLanguage: "Choose the approved template's language" },
    });
    expect(await prisma.replyTemplate.count()).toBe(0);
    // The form's blank mapping fields: a WhatsApp template without an approved one.
    expect(
      await createReplyTemplate(admin, {
        ...base,
        name: "Plain",
        waTemplateName: "",
        waLanguage: "",
        waParams: "",
        waMarketing: "",
      }),
    ).toMatchObject({ ok: true });
    expect(await prisma.replyTemplate.findUniqueOrThrow({ where: { name: "Plain" } })).toMatchObject({
      waTemplateName: null,
      waLanguage: null,
      waParams: [],
    });
    expect(
      await createReplyTemplate(admin, { ...base, waTemplateName: "brochure", waLanguage: "en", waParams: "name course" }),
    ).toMatchObject({
      ok: true,
    });
    expect(await prisma.replyTemplate.findUniqueOrThrow({ where: { name: "Brochure" } })).toMatchObject({
      waParams: ["name", "course"],
      waLanguage: "en",
    });
  });
});

describe("receiving WhatsApp messages", () => {
  it("puts a reply on the lead of that mobile once, however often Meta delivers it, opening the window", async () => {
    const asha = await lead({ wroteAt: null });
    const value = inboundValue(digits(asha.mobile), "Is there a hostel?", "Asha", "wamid.SAME0001");

    expect(await notify(value)).toBe(200);
    // The same message again, in a new delivery (another body: Meta retried it with a new time).
    await notify({ ...value, contacts: [{ profile: { name: "Asha V" }, wa_id: digits(asha.mobile) }] });

    const messages = await prisma.whatsAppMessage.findMany({ where: { leadId: asha.id } });
    expect(messages).toMatchObject([
      { direction: "IN", kind: "TEXT", body: "Is there a hostel?", metaId: "wamid.SAME0001", status: "RECEIVED" },
    ]);
    const after = await prisma.lead.findUniqueOrThrow({ where: { id: asha.id } });
    expect(after.whatsappUnanswered).toBe(true);
    expect(after.whatsappInboundAt).not.toBeNull();
    expect(await sendWhatsApp(meera, asha.id, { kind: "text", body: "Yes, on campus." })).toMatchObject({ ok: true });
    expect((await prisma.lead.findUniqueOrThrow({ where: { id: asha.id } })).whatsappUnanswered).toBe(false);
  });

  it("records an image as received with its media id", async () => {
    const asha = await lead();
    await notify({
      contacts: [{ profile: { name: "Asha" }, wa_id: digits(asha.mobile) }],
      messages: [
        {
          from: digits(asha.mobile),
          id: "wamid.IMG1",
          timestamp: "1764300000",
          type: "image",
          image: { id: "1479537139650973", mime_type: "image/jpeg" },
        },
      ],
    });
    expect(await prisma.whatsAppMessage.findUniqueOrThrow({ where: { metaId: "wamid.IMG1" } })).toMatchObject({
      kind: "IMAGE",
      body: "Received an image",
      mediaId: "1479537139650973",
    });
  });

  it("makes an unknown number an assigned lead from WhatsApp, its counsellor alerted", async () => {
    expect(await notify(inboundValue("919876500001", "I want to study B.Tech", "Ravi Kumar"))).toBe(200);

    const ravi = await prisma.lead.findFirstOrThrow({ where: { mobile: "+919876500001" } });
    expect(ravi).toMatchObject({ source: "WHATSAPP", name: "Ravi Kumar", assignedToId: meera.userId, whatsappUnanswered: true });
    expect(await prisma.whatsAppMessage.findMany({ where: { leadId: ravi.id } })).toMatchObject([
      { body: "I want to study B.Tech" },
    ]);
    expect(await prisma.consent.findMany({ where: { enquiryId: ravi.id } })).toMatchObject([
      { method: "WHATSAPP", purpose: "ENQUIRY" },
    ]);
    expect(await prisma.outboxEmail.count({ where: { subject: { contains: "Ravi Kumar" } } })).toBe(1);
  });

  it("withdraws marketing consent on STOP (or रोकें) with one confirmation; a marketing template is then refused", async () => {
    const asha = await lead({ marketing: true });
    const template = await mapped(true);

    await notify(inboundValue(digits(asha.mobile), "STOP"));
    await notify(inboundValue(digits(asha.mobile), " रोकें "));
    await runJobs();

    expect(await prisma.consent.findFirstOrThrow({ where: { enquiryId: asha.id, purpose: "MARKETING" } })).toMatchObject({
      withdrawnAt: expect.any(Date),
    });
    expect(cloud.requests.map((request) => request.text?.body)).toEqual([STOP_CONFIRMATION]);
    expect(await sendWhatsApp(meera, asha.id, { kind: "template", templateId: template.id })).toMatchObject({
      ok: false,
      message: NO_MARKETING_CONSENT,
    });
  });

  it("refuses a bad signature (401) and a malformed change (400), storing nothing", async () => {
    const asha = await lead();
    const { body, signature } = whatsappNotification(APP_SECRET, PHONE_ID, inboundValue(digits(asha.mobile), "Hi"));
    expect(
      await postMeta(
        body,
        signature.replace(/.$/, (c) => (c === "0" ? "1" : "0")),
      ),
    ).toBe(401);
    expect(await postMeta(body)).toBe(401);
    const malformed = whatsappNotification(APP_SECRET, PHONE_ID, { messages: [{ from: "91 not a number", id: "x" }] });
    expect(await postMeta(malformed.body, malformed.signature)).toBe(400);
    await runJobs();
    expect(await prisma.webhookDelivery.count()).toBe(0);
    expect(await prisma.whatsAppMessage.count()).toBe(0);
  });
});

describe("the person's rights", () => {
  it("lists their WhatsApp messages in the access export, and erasure blanks their words and media ids", async () => {
    const asha = await lead();
    await notify(inboundValue(digits(asha.mobile), "Is there a hostel?"));
    await notify({
      messages: [
        {
          from: digits(asha.mobile),
          id: "wamid.DOC1",
          timestamp: "1764300000",
          type: "document",
          document: { id: "998877", filename: "marksheet.pdf" },
        },
      ],
    });
    await sendWhatsApp(meera, asha.id, { kind: "text", body: "Yes, on campus." });
    await runJobs();

    const data = await collectPersonalData({ email: asha.email });
    expect(data.counsellingEnquiries[0]!.whatsappMessages).toEqual([
      expect.stringMatching(/^2025-11-28T03:20:00\.000Z from you: Received a document: marksheet\.pdf$/),
      expect.stringMatching(/ from you: Is there a hostel\?$/),
      expect.stringMatching(/ to you \(SENT\): Yes, on campus\.$/),
    ]);

    await prisma.$transaction((tx) => anonymiseLeads(tx, [asha.id]));
    const left = await prisma.whatsAppMessage.findMany({
      where: { leadId: asha.id },
      select: { body: true, mediaId: true, status: true },
    });
    expect(left).toHaveLength(3);
    expect(left.every((message) => message.body === "" && message.mediaId === null)).toBe(true);
  });
});
