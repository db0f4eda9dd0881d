import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { disconnect, pgPool, prisma } from "@/lib/db";
import { runWorker } from "@/lib/jobs/worker";
import { createReplyTemplate } from "@/lib/leads/templates/commands";
import { smtpTransport, type MailTransport } from "@/lib/mail/transport";
import { clearEnquiries } from "@/lib/testing/enquiries";
import { runDueJobs } from "@/lib/testing/jobs";
import { createUser } from "@/lib/testing/sessions";
import { startTestSmtpServer } from "@/lib/testing/smtp-server";
import { startConfiguredWhatsAppStandIn } from "@/lib/testing/whatsapp-cloud";
import { bulkWhatsApp } from "./bulk";

/** Slow enough that the sends of this file's pace test would all go within a few hundred ms without it. */
const RATE = 10;

let cloud: Awaited<ReturnType<typeof startConfiguredWhatsAppStandIn>>;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let transport: MailTransport;
let admin: { userId: string; role: "ADMIN"; name: string };
let meera: { id: string; name: string };
let serial = 0;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  transport = smtpTransport(smtp.url);
  // The pace is read by lib/env on first use too, which nothing in this file has made yet.
  process.env.WHATSAPP_SEND_RATE = String(RATE);
  cloud = await startConfiguredWhatsAppStandIn();
  const a = await createUser("ADMIN");
  admin = { userId: a.id, role: "ADMIN", name: a.name };
  const m = await createUser("COUNSELLOR");
  meera = await prisma.user.update({ where: { id: m.id }, data: { name: "Meera" }, select: { id: true, name: true } });
});

async function clear() {
  await clearEnquiries();
  await prisma.replyTemplate.deleteMany();
  await prisma.auditLog.deleteMany({ where: { action: "whatsapp.bulk" } });
  await pgPool().query("DELETE FROM graphile_worker._private_jobs");
}
beforeEach(async () => {
  await clear();
  cloud.requests.length = 0;
});
afterAll(async () => {
  await clear();
  // An on-duty counsellor left behind would take the next file's leads (and their alert e-mails).
  await prisma.user.deleteMany({ where: { id: { in: [admin.userId, meera.id] } } });
  await cloud.close();
  await smtp.close();
  await disconnect();
});

type Options = {
  course?: string;
  marketing?: "given" | "withdrawn" | "none";
  enquiryWithdrawn?: boolean;
  awaitingGuardian?: boolean;
  mobile?: string;
};

/** A lead of Meera's with its enquiry consent and, as asked, marketing consent given, withdrawn (STOP) or never given. */
async function lead(name: string, options: Options = {}) {
  serial++;
  const row = await prisma.lead.create({
    data: {
      name,
      email: `lead${serial}@example.com`,
      mobile: options.mobile ?? `+9197${String(serial).padStart(8, "0")}`,
      course: options.course ?? "MBA",
      noticeVersion: "test",
      assignedToId: meera.id,
      awaitingGuardian: options.awaitingGuardian ?? false,
    },
  });
  const now = new Date();
  await prisma.consent.create({
    data: {
      form: "lead",
      enquiryId: row.id,
      purpose: "ENQUIRY",
      method: "FORM",
      noticeVersion: "test",
      withdrawnAt: options.enquiryWithdrawn ? now : null,
    },
  });
  const marketing = options.marketing ?? "given";
  if (marketing !== "none")
    await prisma.consent.create({
      data: {
        form: "lead",
        enquiryId: row.id,
        purpose: "MARKETING",
        method: "FORM",
        noticeVersion: "test",
        withdrawnAt: marketing === "withdrawn" || options.enquiryWithdrawn ? now : null,
      },
    });
  return row;
}

async function openDay(marketing = true) {
  const answer = await createReplyTemplate(
    { userId: admin.userId, role: "ADMIN", name: admin.name },
    {
      name: "Open day",
      channel: "WHATSAPP",
      body: "Hello {name}, our {course} open day is on Sunday. {counsellor}",
      waTemplateName: "open_day",
      waLanguage: "en",
      waParams: "{name}, {course}, {counsellor}",
      waMarketing: marketing ? "on" : "",
    },
  );
  expect(answer).toMatchObject({ ok: true });
  return prisma.replyTemplate.findUniqueOrThrow({ where: { name: "Open day" } });
}

const matching = (filter: string) => ({ kind: "matching" as const, filter });

describe("a WhatsApp template to the Contact List's filter", () => {
  it("sends one message to each lead the filter matches that may get it, and counts the rest by reason", async () => {
    const template = await openDay();
    const asha = await lead("Asha");
    const ravi = await lead("Ravi");
    await lead("Kiran", { marketing: "none" });
    await lead("Neha", { marketing: "withdrawn" });
    await lead("Aman", { awaitingGuardian: true });
    await lead("Zoya", { enquiryWithdrawn: true });
    await lead("Dev", { mobile: "" });
    const otherCourse = await lead("Tara", { course: "BCA" });
    const expectedSkips = { noMarketing: 1, stopped: 1, guardian: 1, withdrawn: 1, mobile: 1 };

    // First the counts, nothing queued.
    const preview = await bulkWhatsApp(admin, matching("course=MBA"), template.id, { send: false });
    expect(preview).toEqual({
      ok: true,
      message:
        "“Open day” would go to 2 leads; skipped: 1 have no usable mobile number, 1 are minors awaiting a guardian's consent, " +
        "1 withdrew their consent, 1 stopped marketing messages (STOP), 1 never agreed to marketing messages.",
      data: { sendable: 2, skipped: expectedSkips },
    });
    expect(await prisma.whatsAppMessage.count()).toBe(0);

    const sent = await bulkWhatsApp(admin, matching("course=MBA&cursor=abc"), template.id, { send: true });
    expect(sent).toMatchObject({ ok: true, data: { sendable: 2, skipped: expectedSkips } });
    expect(sent.message).toMatch(/^Queued “Open day” for 2 leads: they go out at the configured rate/);
    await runDueJobs(transport);

    const messages = await prisma.whatsAppMessage.findMany({ orderBy: { body: "asc" } });
    expect(messages).toMatchObject([
      { leadId: asha.id, status: "SENT", senderId: admin.userId, body: "Hello Asha, our MBA open day is on Sunday. Meera" },
      { leadId: ravi.id, status: "SENT", senderId: admin.userId, body: "Hello Ravi, our MBA open day is on Sunday. Meera" },
    ]);
    expect(cloud.requests.map((request) => request.to).sort()).toEqual([asha.mobile, ravi.mobile].map((m) => m.slice(1)).sort());
    expect(cloud.requests[0]!.template).toMatchObject({ name: "open_day", language: { code: "en" } });
    expect(await prisma.whatsAppMessage.count({ where: { leadId: otherCourse.id } })).toBe(0);
    // A bulk send is not an answer to the enquiry.
    expect((await prisma.lead.findUniqueOrThrow({ where: { id: asha.id } })).firstResponseAt).toBeNull();
    expect(await prisma.auditLog.findMany({ where: { action: "whatsapp.bulk" } })).toMatchObject([
      {
        actorId: admin.userId,
        entityType: "ReplyTemplate",
        entityId: template.id,
        after: { template: "Open day", leads: "all matching course=MBA&cursor=abc", queued: 2, skipped: expectedSkips },
      },
    ]);
  });

  it("sends a service template on the enquiry's consent alone, and refuses when nobody may get it", async () => {
    const service = await openDay(false);
    const kiran = await lead("Kiran", { marketing: "none" });
    await lead("Aman", { awaitingGuardian: true });
    expect(await bulkWhatsApp(admin, matching(""), service.id, { send: false })).toMatchObject({
      ok: true,
      data: { sendable: 1, skipped: { guardian: 1 } },
    });

    await prisma.lead.update({ where: { id: kiran.id }, data: { mobile: "12" } });
    expect(await bulkWhatsApp(admin, matching(""), service.id, { send: true })).toEqual({
      ok: false,
      status: 400,
      errors: {},
      message: "No lead may get “Open day”; skipped: 1 have no usable mobile number, 1 are minors awaiting a guardian's consent.",
    });
    expect(await prisma.whatsAppMessage.count()).toBe(0);
  });

  it("refuses a filter matching more than 5,000 leads, queuing nothing", async () => {
    const template = await openDay();
    await prisma.lead.createMany({
      data: Array.from({ length: 5001 }, (_, n) => ({
        name: `Lead ${n}`,
        email: `many${n}@example.com`,
        mobile: `+9196${String(n).padStart(8, "0")}`,
        course: "MBA",
        noticeVersion: "test",
      })),
    });
    expect(await bulkWhatsApp(admin, matching("course=MBA"), template.id, { send: true })).toMatchObject({
      ok: false,
      status: 400,
      message: "5,001 leads match this filter; a bulk change takes at most 5,000. Narrow the filters and try again.",
    });
    expect(await prisma.whatsAppMessage.count()).toBe(0);
    expect((await pgPool().query("SELECT 1 FROM graphile_worker.jobs")).rowCount).toBe(0);
  });

  it("sends no faster than WHATSAPP_SEND_RATE, however many workers take the jobs", async () => {
    const template = await openDay();
    const count = 20;
    for (let n = 0; n < count; n++) await lead(`Lead ${n}`);
    expect(await bulkWhatsApp(admin, matching(""), template.id, { send: true })).toMatchObject({ ok: true });

    // Two workers (two instances' worth), five jobs at a time each.
    const workers = await Promise.all([runWorker({ transport, schedule: [] }), runWorker({ transport, schedule: [] })]);
    try {
      await vi.waitFor(async () => expect(await prisma.whatsAppMessage.count({ where: { status: "SENT" } })).toBe(count), {
        timeout: 60_000,
        interval: 200,
      });
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
    }
    const times = cloud.requests.map((request) => request.receivedAt).sort((a, b) => a - b);
    expect(times).toHaveLength(count);
    // One send every 1/RATE s: the 20 span at least 1.9 s. Less half a second of slack for a stall
    // of this busy test machine (sends due during it go together after it); unpaced, all 20 take
    // a few hundred ms.
    expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(((count - 1) * 1000) / RATE - 500);
  });
});
