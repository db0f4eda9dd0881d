import { spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { afterAll, beforeEach, expect, it } from "vitest";
import { disconnect, prisma, sqlTransaction } from "@/lib/db";
import { enqueueEmail } from "@/lib/mail/outbox";
import { startTestSmtpServer } from "@/lib/testing/smtp-server";

const repoRoot = path.resolve(import.meta.dirname, "..");

beforeEach(async () => {
  await prisma.outboxEmail.deleteMany();
});

afterAll(async () => {
  await prisma.outboxEmail.deleteMany();
  await disconnect();
});

it("`npm run worker` sends what a server queued, on its own, and stops cleanly on SIGTERM", async () => {
  const smtp = await startTestSmtpServer();
  const worker = spawn(path.join(repoRoot, "node_modules/.bin/tsx"), ["scripts/outbox-worker.ts"], {
    cwd: repoRoot,
    env: { ...process.env, SMTP_URL: smtp.url },
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    const [started] = (await once(worker.stdout!, "data")) as [Buffer];
    expect(started.toString()).toContain("outbox worker running");

    // Queued after the worker started, with no kick in its process: its poll finds it.
    await sqlTransaction((sql) => enqueueEmail(sql, { to: "staff@example.com", subject: "Sent by the worker process", text: "…" }));
    await expect.poll(() => smtp.received.map((mail) => mail.subject), { timeout: 10_000 }).toEqual(["Sent by the worker process"]);
    await expect.poll(async () => (await prisma.outboxEmail.findFirstOrThrow()).status).toBe("SENT");

    worker.kill("SIGTERM");
    const [code] = (await once(worker, "exit")) as [number | null];
    expect(code).toBe(0);
  } finally {
    worker.kill("SIGKILL");
    await smtp.close();
  }
});
