import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { disconnect, pgPool, prisma, sqlTransaction, viaPrisma } from "@/lib/db";
import { probeMailServer, retryDelayMs } from "@/lib/mail/delivery";
import { enqueueEmail } from "@/lib/mail/outbox";
import { smtpTransport } from "@/lib/mail/transport";
import { makeJobsDue, runDueJobs } from "@/lib/testing/jobs";
import { startTestSmtpServer, unusedPort } from "@/lib/testing/smtp-server";

/** The mail jobs in the queue: attempts made and whether the next is due later. */
async function mailJobs() {
  const { rows } = await pgPool().query<{ attempts: number; later: boolean }>(
    `SELECT attempts, run_at > now() AS later FROM graphile_worker.jobs WHERE task_identifier = 'send-email' ORDER BY id`,
  );
  return rows;
}

beforeEach(async () => {
  await prisma.outboxEmail.deleteMany();
  await pgPool().query("DELETE FROM graphile_worker._private_jobs");
});

afterAll(async () => {
  await prisma.outboxEmail.deleteMany();
  await disconnect();
});

describe("e-mail outbox", () => {
  it("delivers a queued message, with its attachment, to a real SMTP server, and its job is done", async () => {
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
      expect(await mailJobs()).toEqual([{ attempts: 0, later: false }]);

      await runDueJobs(smtpTransport(smtp.url));

      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]?.to).toEqual(["staff@example.com"]);
      expect(smtp.received[0]?.subject).toBe("New enquiry from Asha");
      expect(smtp.received[0]?.raw).toContain("filename=resume.pdf");
      const row = await prisma.outboxEmail.findFirstOrThrow();
      expect(row.status).toBe("SENT");
      expect(row.sentAt).not.toBeNull();
      expect(await mailJobs()).toEqual([]);
    } finally {
      await smtp.close();
    }
  });

  it("queues neither message nor job when the transaction that wrote the row rolls back", async () => {
    await expect(
      sqlTransaction(async (sql) => {
        await enqueueEmail(sql, { to: "staff@example.com", subject: "Never sent", text: "…" });
        throw new Error("the enquiry could not be saved");
      }),
    ).rejects.toThrow("could not be saved");
    expect(await prisma.outboxEmail.count()).toBe(0);
    expect(await mailJobs()).toEqual([]);
  });

  it("keeps a message queued with back-off while SMTP is down and sends it exactly once when it is back", async () => {
    const port = await unusedPort();
    await sqlTransaction((sql) => enqueueEmail(sql, { to: "staff@example.com", subject: "Waiting out an outage", text: "…" }));

    await runDueJobs(smtpTransport(`smtp://127.0.0.1:${port}`));
    const queued = await prisma.outboxEmail.findFirstOrThrow();
    expect(queued.status).toBe("PENDING");
    expect(queued.attempts).toBe(1);
    expect(queued.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(queued.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(await mailJobs()).toEqual([{ attempts: 1, later: true }]);

    // Not due yet: a run before the back-off has passed sends nothing.
    const smtp = await startTestSmtpServer(port);
    try {
      await runDueJobs(smtpTransport(smtp.url));
      expect(smtp.received).toHaveLength(0);
      await makeJobsDue();
      await runDueJobs(smtpTransport(smtp.url));
      await makeJobsDue();
      await runDueJobs(smtpTransport(smtp.url));
      expect(smtp.received.map((mail) => mail.subject)).toEqual(["Waiting out an outage"]);
      expect(await prisma.outboxEmail.findFirstOrThrow()).toMatchObject({ status: "SENT", attempts: 2, lastError: null });
      expect(await mailJobs()).toEqual([]);
    } finally {
      await smtp.close();
    }
  });

  it("brings waiting messages forward once the mail server answers again, and leaves them while it does not", async () => {
    const port = await unusedPort();
    await sqlTransaction((sql) =>
      enqueueEmail(sql, ...[0, 1, 2].map((i) => ({ to: `lead${i}@example.com`, subject: `Old ${i}`, text: "…" }))),
    );
    await runDueJobs(smtpTransport(`smtp://127.0.0.1:${port}`));
    expect(await probeMailServer(smtpTransport(`smtp://127.0.0.1:${port}`))).toEqual({ broughtForward: 0 });
    expect((await mailJobs()).every((job) => job.later)).toBe(true);

    const smtp = await startTestSmtpServer(port);
    try {
      expect(await probeMailServer(smtpTransport(smtp.url))).toEqual({ broughtForward: 3 });
      await runDueJobs(smtpTransport(smtp.url));
      expect(smtp.received.map((mail) => mail.subject).sort()).toEqual(["Old 0", "Old 1", "Old 2"]);
    } finally {
      await smtp.close();
    }
  });

  it("parks a message as DEAD after the last attempt instead of deleting it", async () => {
    const port = await unusedPort();
    await sqlTransaction((sql) => enqueueEmail(sql, { to: "staff@example.com", subject: "Hopeless", text: "…" }));
    await pgPool().query(
      "SELECT graphile_worker.reschedule_jobs(ARRAY(SELECT id FROM graphile_worker.jobs), attempts := 29, max_attempts := 30)",
    );

    await runDueJobs(smtpTransport(`smtp://127.0.0.1:${port}`));

    const row = await prisma.outboxEmail.findFirstOrThrow();
    expect(row.status).toBe("DEAD");
    expect(row.attempts).toBe(30);
    expect(await mailJobs()).toEqual([]);
  });

  it("backs off exponentially, as graphile-worker does: e^n seconds, capped at e^10", () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([2_718, 7_389, 20_086]);
    expect(retryDelayMs(40)).toBe(retryDelayMs(10));
  });
});
