import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { disconnect, prisma, sqlTransaction, viaPrisma } from "@/lib/db";
import { deliverDueEmails, MAX_ATTEMPTS, retryDelayMs } from "@/lib/mail/delivery";
import { enqueueEmail } from "@/lib/mail/outbox";
import { smtpTransport } from "@/lib/mail/transport";
import { kickOutbox, startOutboxWorker, stopOutboxWorker } from "@/lib/mail/worker";
import { startTestSmtpServer, unusedPort } from "@/lib/testing/smtp-server";

const from = "Disha Test <no-reply@dishaeducation.in>";

async function makeAllDue() {
  await prisma.outboxEmail.updateMany({ where: { status: "PENDING" }, data: { nextAttemptAt: new Date(0) } });
}

beforeEach(async () => {
  await prisma.outboxEmail.deleteMany();
});

afterEach(stopOutboxWorker);

afterAll(async () => {
  await prisma.outboxEmail.deleteMany();
  await disconnect();
});

describe("e-mail outbox", () => {
  it("delivers a queued message, with its attachment, to a real SMTP server", async () => {
    const smtp = await startTestSmtpServer();
    try {
      await prisma.$transaction(async (tx) => {
        const file = await tx.storedFile.create({
          data: { fileName: "resume.pdf", contentType: "application/pdf", size: 9, bytes: Buffer.from("%PDF-1.4\n") },
        });
        await enqueueEmail(viaPrisma(tx), {
          to: "staff@example.com",
          subject: "New enquiry from Asha",
          text: "Asha asked about B.Tech admissions.",
          attachmentIds: [file.id],
        });
      });

      const report = await deliverDueEmails(smtpTransport(smtp.url), { from });

      expect(report).toEqual({ claimed: 1, sent: 1, failed: 0, broughtForward: 0 });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to).toEqual(["staff@example.com"]);
      expect(smtp.received[0]?.subject).toBe("New enquiry from Asha");
      expect(smtp.received[0]?.raw).toContain("filename=resume.pdf");
      const row = await prisma.outboxEmail.findFirstOrThrow();
      expect(row.status).toBe("SENT");
      expect(row.sentAt).not.toBeNull();
    } finally {
      await smtp.close();
    }
  });

  it("queues nothing when the transaction that wrote the row rolls back", async () => {
    await expect(
      sqlTransaction(async (sql) => {
        await enqueueEmail(sql, { to: "staff@example.com", subject: "Never sent", text: "…" });
        throw new Error("the enquiry could not be saved");
      }),
    ).rejects.toThrow("could not be saved");
    expect(await prisma.outboxEmail.count()).toBe(0);
  });

  it("keeps a message queued while SMTP is down and sends it exactly once when it is back", async () => {
    const port = await unusedPort();
    await sqlTransaction((sql) => enqueueEmail(sql, { to: "staff@example.com", subject: "Waiting out an outage", text: "…" }));

    const down = await deliverDueEmails(smtpTransport(`smtp://127.0.0.1:${port}`), { from });
    expect(down).toEqual({ claimed: 1, sent: 0, failed: 1, broughtForward: 0 });
    const queued = await prisma.outboxEmail.findFirstOrThrow();
    expect(queued.status).toBe("PENDING");
    expect(queued.attempts).toBe(1);
    expect(queued.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(queued.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // Not due yet: a run before the back-off has passed sends nothing.
    const smtp = await startTestSmtpServer(port);
    try {
      expect((await deliverDueEmails(smtpTransport(smtp.url), { from })).claimed).toBe(0);
      await makeAllDue();
      expect(await deliverDueEmails(smtpTransport(smtp.url), { from })).toEqual({
        claimed: 1,
        sent: 1,
        failed: 0,
        broughtForward: 0,
      });
      await makeAllDue();
      expect((await deliverDueEmails(smtpTransport(smtp.url), { from })).claimed).toBe(0);
      expect(smtp.received.map((mail) => mail.subject)).toEqual(["Waiting out an outage"]);
    } finally {
      await smtp.close();
    }
  });

  it("sends everything once the mail server is back, without waiting out the back-off (an hour here)", async () => {
    const port = await unusedPort();
    startOutboxWorker(smtpTransport(`smtp://127.0.0.1:${port}`));
    for (let i = 0; i < 30; i++) {
      await sqlTransaction((sql) => enqueueEmail(sql, { to: `lead${i}@example.com`, subject: `Queued ${i}`, text: "…" }));
      kickOutbox();
    }
    await vi.waitFor(async () => expect(await prisma.outboxEmail.count({ where: { attempts: 0 } })).toBe(0), { timeout: 10_000 });
    // A long outage: every message now waits out an hour's back-off.
    const anHourAway = new Date(Date.now() + 3_600_000);
    await prisma.outboxEmail.updateMany({ data: { nextAttemptAt: anHourAway } });

    const smtp = await startTestSmtpServer(port);
    try {
      await vi.waitFor(async () => expect(await prisma.outboxEmail.count({ where: { status: "SENT" } })).toBe(30), {
        timeout: 20_000,
        interval: 250,
      });
      const subjects = smtp.received.map((mail) => mail.subject);
      expect(subjects).toHaveLength(30);
      expect(new Set(subjects).size).toBe(30);
    } finally {
      await stopOutboxWorker();
      await smtp.close();
    }
  }, 40_000);

  it("brings waiting messages forward once a send succeeds, and leaves them alone while none does", async () => {
    const port = await unusedPort();
    await sqlTransaction((sql) =>
      enqueueEmail(sql, ...[0, 1, 2].map((i) => ({ to: `lead${i}@example.com`, subject: `Old ${i}`, text: "…" }))),
    );
    await deliverDueEmails(smtpTransport(`smtp://127.0.0.1:${port}`), { from });
    await sqlTransaction((sql) => enqueueEmail(sql, { to: "new@example.com", subject: "New", text: "…" }));
    expect((await deliverDueEmails(smtpTransport(`smtp://127.0.0.1:${port}`), { from })).broughtForward).toBe(0);

    const smtp = await startTestSmtpServer(port);
    try {
      await sqlTransaction((sql) => enqueueEmail(sql, { to: "newer@example.com", subject: "Newer", text: "…" }));
      const first = await deliverDueEmails(smtpTransport(smtp.url), { from });
      expect(first).toEqual({ claimed: 1, sent: 1, failed: 0, broughtForward: 4 });
      expect(await deliverDueEmails(smtpTransport(smtp.url), { from })).toEqual({
        claimed: 4,
        sent: 4,
        failed: 0,
        broughtForward: 0,
      });
      expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(["New", "Newer", "Old 0", "Old 1", "Old 2"]);
    } finally {
      await smtp.close();
    }
  });

  it("gives each message to one of several concurrent workers", async () => {
    const smtp = await startTestSmtpServer();
    try {
      const messages = Array.from({ length: 40 }, (_, i) => ({ to: `lead${i}@example.com`, subject: `Lead ${i}`, text: "…" }));
      await sqlTransaction((sql) => enqueueEmail(sql, ...messages));
      const transport = smtpTransport(smtp.url);
      const reports = await Promise.all([1, 2, 3].map(() => deliverDueEmails(transport, { from, limit: 20 })));
      const leftover = await deliverDueEmails(transport, { from, limit: 50 });

      const sent = reports.reduce((total, report) => total + report.sent, leftover.sent);
      expect(sent).toBe(40);
      const subjects = smtp.received.map((mail) => mail.subject);
      expect(new Set(subjects).size).toBe(40);
      expect(subjects).toHaveLength(40);
    } finally {
      await smtp.close();
    }
  });

  it("parks a message as DEAD after the last attempt instead of deleting it", async () => {
    const port = await unusedPort();
    await sqlTransaction((sql) => enqueueEmail(sql, { to: "staff@example.com", subject: "Hopeless", text: "…" }));
    await prisma.outboxEmail.updateMany({ data: { attempts: MAX_ATTEMPTS - 1 } });

    await deliverDueEmails(smtpTransport(`smtp://127.0.0.1:${port}`), { from });

    const row = await prisma.outboxEmail.findFirstOrThrow();
    expect(row.status).toBe("DEAD");
    expect(row.attempts).toBe(MAX_ATTEMPTS);
  });

  it("backs off exponentially, capped at an hour", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(40)).toBe(3_600_000);
  });
});
