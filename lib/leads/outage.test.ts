import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { submitLead } from "@/lib/leads/submit";
import { runWorker, type Worker } from "@/lib/jobs/worker";
import { smtpTransport } from "@/lib/mail/transport";
import { clearEnquiries } from "@/lib/testing/enquiries";
import { makeJobsDue } from "@/lib/testing/jobs";
import { startTestSmtpServer, unusedPort } from "@/lib/testing/smtp-server";

let workers: Worker[] = [];
const SUBMISSIONS = 200;

function visitor(i: number) {
  return {
    name: `Visitor ${i}`,
    email: `visitor${i}@example.com`,
    mobile: `9${String(100_000_000 + i)}`,
    percentage: String(60 + (i % 40)),
    course: "BBA",
    appearedInExam: i % 2 ? "yes" : "no",
    examName: "CUET",
    examPercentage: "80",
  };
}

beforeEach(async () => {
  await clearEnquiries();
  // Two e-mails a lead (the visitor's acknowledgement, the staff notification): nobody is on duty
  // to be assigned one and alerted, whatever other test files left behind.
  await prisma.user.updateMany({ where: { onDuty: true }, data: { onDuty: false } });
});
afterEach(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  workers = [];
});
afterAll(async () => {
  await clearEnquiries();
  await disconnect();
});

describe("leads while the mail server is down", () => {
  it(`accepts and saves ${SUBMISSIONS} concurrent leads, then delivers exactly one staff notification each once SMTP is back`, async () => {
    const port = await unusedPort();
    // A worker is running and tries to send each message as its lead commits, into a closed port.
    const down = await runWorker({ transport: smtpTransport(`smtp://127.0.0.1:${port}`), schedule: [] });

    const outcomes = await Promise.all(
      Array.from({ length: SUBMISSIONS }, (_, i) =>
        submitLead(visitor(i), { ip: `10.20.${i >> 8}.${i & 255}`, source: "MODAL" }),
      ),
    );

    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(SUBMISSIONS);
    expect(await prisma.lead.count()).toBe(SUBMISSIONS);
    await vi.waitFor(async () => expect(await prisma.outboxEmail.count({ where: { attempts: 0 } })).toBe(0), { timeout: 30_000 });
    await down.stop();
    expect(await prisma.outboxEmail.count({ where: { status: "SENT" } })).toBe(0);
    expect(await prisma.outboxEmail.count({ where: { status: "PENDING" } })).toBe(SUBMISSIONS * 2);

    const smtp = await startTestSmtpServer(port);
    try {
      await makeJobsDue();
      // Two workers at once, as two app instances would drain it.
      const transport = smtpTransport(smtp.url);
      workers = await Promise.all([1, 2].map(() => runWorker({ transport, schedule: [] })));
      await vi.waitFor(async () => expect(await prisma.outboxEmail.count({ where: { status: "SENT" } })).toBe(SUBMISSIONS * 2), {
        timeout: 60_000,
        interval: 250,
      });

      const staff = smtp.received.filter((mail) => mail.to.includes(env().STAFF_NOTIFY_EMAIL));
      const acknowledgements = smtp.received.filter((mail) => !mail.to.includes(env().STAFF_NOTIFY_EMAIL));
      expect(staff).toHaveLength(SUBMISSIONS);
      expect(new Set(staff.map((mail) => mail.subject)).size).toBe(SUBMISSIONS);
      expect(acknowledgements).toHaveLength(SUBMISSIONS);
      expect(new Set(acknowledgements.flatMap((mail) => mail.to)).size).toBe(SUBMISSIONS);
      expect(await prisma.outboxEmail.count({ where: { status: { not: "SENT" } } })).toBe(0);
    } finally {
      await smtp.close();
    }
  }, 120_000);
});
