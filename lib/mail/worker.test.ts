import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { disconnect, prisma, sqlTransaction } from "@/lib/db";
import { enqueueEmail } from "@/lib/mail/outbox";
import type { MailTransport } from "@/lib/mail/transport";
import { kickOutbox, startOutboxWorker, stopOutboxWorker } from "@/lib/mail/worker";

beforeEach(async () => {
  await prisma.outboxEmail.deleteMany();
});
afterAll(async () => {
  await stopOutboxWorker();
  await prisma.outboxEmail.deleteMany();
  await disconnect();
});

/** A transport that records every message; `onFirst` runs at the first send. */
function recordingTransport(onFirst?: () => void): MailTransport & { sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    async send(message) {
      if (sent.length === 0) onFirst?.();
      sent.push(String(message.messageId));
    },
    reachable: async () => true,
  };
}

describe("the outbox job at shutdown", () => {
  it("stops mid-batch, gives back what it claimed and did not send, and a later run sends each message once", async () => {
    await sqlTransaction((sql) =>
      enqueueEmail(
        sql,
        ...Array.from({ length: 40 }, (_, i) => ({ to: `lead${i}@example.com`, subject: `Message ${i}`, text: "…" })),
      ),
    );
    let stopping: Promise<void> | undefined;
    const first = recordingTransport(() => {
      stopping = stopOutboxWorker();
    });
    startOutboxWorker(first);
    await vi.waitFor(() => expect(stopping).toBeDefined());
    await stopping;

    // Only the sends already under way finished; nothing is left claimed.
    const rows = await prisma.outboxEmail.findMany();
    const sent = rows.filter((row) => row.status === "SENT");
    expect(sent.length).toBe(first.sent.length);
    expect(sent.length).toBeLessThan(40);
    const waiting = rows.filter((row) => row.status === "PENDING");
    expect(waiting).toHaveLength(40 - sent.length);
    expect(waiting.every((row) => row.lockedUntil === null && row.attempts === 0)).toBe(true);

    // The next instance (here: the worker started again) sends the rest, none twice.
    const second = recordingTransport();
    startOutboxWorker(second);
    kickOutbox();
    await vi.waitFor(async () => expect(await prisma.outboxEmail.count({ where: { status: "SENT" } })).toBe(40), {
      timeout: 10_000,
    });
    await stopOutboxWorker();
    const all = [...first.sent, ...second.sent];
    expect(all).toHaveLength(40);
    expect(new Set(all).size).toBe(40);
  });
});
