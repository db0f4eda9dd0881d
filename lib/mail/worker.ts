import { env } from "@/lib/env";
import { bringFailedForward, deliverDueEmails, DELIVERY_BATCH, hasFailedWaiting } from "@/lib/mail/delivery";
import { fileTransport, smtpTransport, type MailTransport } from "@/lib/mail/transport";

const POLL_MS = 5_000;

type WorkerState = { timer?: NodeJS.Timeout; running?: Promise<void>; again?: boolean; transport?: MailTransport };
const state = (globalThis as unknown as { outboxWorker?: WorkerState }).outboxWorker ??= {};

export function configuredTransport(): MailTransport {
  const { SMTP_URL, MAIL_DIR } = env();
  return SMTP_URL ? smtpTransport(SMTP_URL) : fileTransport(MAIL_DIR);
}

/**
 * Sends until nothing is due. `probe` (the periodic poll) also asks an idle mail server whether it
 * is back while messages wait out their back-off, so the queue drains within a poll of its return
 * however long the outage lasted.
 */
async function drain(transport: MailTransport, probe: boolean): Promise<void> {
  do {
    state.again = false;
    try {
      const report = await deliverDueEmails(transport, { from: env().MAIL_FROM });
      if (report.claimed === DELIVERY_BATCH || report.broughtForward > 0) state.again = true;
      else if (report.claimed === 0 && probe && (await hasFailedWaiting()) && (await transport.reachable())) {
        state.again = (await bringFailedForward()) > 0;
      }
    } catch (error) {
      // The database itself is unreachable: the next poll tries again.
      console.error("[mail] outbox run failed:", error instanceof Error ? error.message : error);
    }
  } while (state.again);
}

function run(probe: boolean): void {
  const transport = state.transport;
  if (!transport) return;
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = drain(transport, probe).finally(() => {
    state.running = undefined;
  });
}

/** Sends what is due now (after a commit that queued mail), or soon after a run in progress. */
export function kickOutbox(): void {
  run(false);
}

/** Started once per server process (instrumentation.ts); safe to run in many instances. */
export function startOutboxWorker(transport: MailTransport = configuredTransport()): void {
  if (state.timer) return;
  state.transport = transport;
  state.timer = setInterval(() => run(true), POLL_MS);
  state.timer.unref();
  kickOutbox();
}

export async function stopOutboxWorker(): Promise<void> {
  if (state.timer) clearInterval(state.timer);
  state.timer = undefined;
  state.transport = undefined;
  await state.running;
}
