import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { disconnect, prisma } from "@/lib/db";
import { env } from "@/lib/env";
import { submitLead } from "@/lib/leads/submit";
import { deliverDueEmails } from "@/lib/mail/delivery";
import { smtpTransport } from "@/lib/mail/transport";
import { startOutboxWorker, stopOutboxWorker } from "@/lib/mail/worker";
import { clearEnquiries } from "@/lib/testing/enquiries";
import { startTestSmtpServer, unusedPort } from "@/lib/testing/smtp-server";

const from = "Disha Test <no-reply@dishaeducation.in>";
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
afterEach(stopOutboxWorker);
afterAll(async () => {
  await clearEnquiries();
  await disconnect();
});

describe("leads while the mail server is down", () => {
  it(`accepts and saves ${SUBMISSIONS} concurrent leads, then delivers exactly one staff notification each once SMTP is back`, async () => {
    const port = await unusedPort();
    // The worker is running and tries to send after every commit, into a closed port.
    startOutboxWorker(smtpTransport(`smtp://127.0.0.1:${port}`));

    const outcomes = await Promise.all(
      Array.from({ length: SUBMISSIONS }, (_, i) =>
        submitLead(visitor(i), { ip: `10.20.${i >> 8}.${i & 255}`, source: "MODAL" }),
      ),
    );

    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(SUBMISSIONS);
    expect(await prisma.lead.count()).toBe(SUBMISSIONS);
    await stopOutboxWorker();
    expect(await prisma.outboxEmail.count({ where: { status: "SENT" } })).toBe(0);
    expect(await prisma.outboxEmail.count({ where: { status: "PENDING" } })).toBe(SUBMISSIONS * 2);

    const smtp = await startTestSmtpServer(port);
    try {
      await prisma.outboxEmail.updateMany({ data: { nextAttemptAt: new Date(0), lockedUntil: null } });
      const transport = smtpTransport(smtp.url);
      // Four workers at once, as several app instances would drain it.
      for (let run = 0; run < 20; run++) {
        const reports = await Promise.all([1, 2, 3, 4].map(() => deliverDueEmails(transport, { from, limit: 50 })));
        if (reports.every((report) => report.claimed === 0)) break;
      }

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
