/**
 * `npm run worker`: sends the outbox's mail in a process of its own, for servers started with
 * OUTBOX_WORKER=separate (.env.example), so that sending never takes a server's CPU from its
 * visitors. Give it the servers' environment (DATABASE_URL, SMTP_URL, MAIL_FROM …). Any number may
 * run: each message is claimed by one worker. SIGTERM or SIGINT lets the batch in hand finish.
 */
import { disconnect } from "@/lib/db";
import { env } from "@/lib/env";
import { configuredTransport, startOutboxWorker, stopOutboxWorker } from "@/lib/mail/worker";

const POLL_MS = 1_000;

// Fails at once, naming the bad variable, rather than on the first poll.
env();
startOutboxWorker(configuredTransport(), { pollMs: POLL_MS, keepAlive: true });
console.log(`[mail] outbox worker running (pid ${process.pid}), polling every ${POLL_MS / 1000} s`);

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, async () => {
    await stopOutboxWorker();
    await disconnect();
    process.exit(0);
  });
}
