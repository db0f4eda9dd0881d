/**
 * SIGTERM (a rolling restart, a scale-down): the process says it is not ready, stops its job worker
 * (the jobs in progress, sends among them, finish; the worker takes no more), then hands over to Next.js's own handler, which stops taking connections,
 * lets the requests in flight finish and exits. Whatever is still running 10 s after the signal is
 * cut short, so a hung request cannot hold a deploy.
 */
import { stopProcessWorker } from "@/lib/jobs/worker";
import { log } from "@/lib/observability/log";
import { markDraining } from "@/lib/observability/readiness";

const GRACE_MS = 10_000;
const SIGTERM_EXIT = 143;

export function installGracefulShutdown(): void {
  const holder = globalThis as unknown as { shutdownInstalled?: boolean };
  if (holder.shutdownInstalled) return;
  holder.shutdownInstalled = true;
  // `next start` registers its handler before instrumentation runs. Run after ours, its exit cannot
  // cut a send short between the SMTP server's acceptance and the row marked sent (a second send).
  const framework = process.listeners("SIGTERM");
  process.removeAllListeners("SIGTERM");
  process.once("SIGTERM", () => void shutdown(framework));
}

async function shutdown(framework: NodeJS.SignalsListener[]): Promise<void> {
  log.info("SIGTERM: shutting down");
  markDraining();
  setTimeout(() => {
    log.warn({ graceMs: GRACE_MS }, "still busy after the grace period: exiting");
    process.exit(SIGTERM_EXIT);
  }, GRACE_MS).unref();
  await stopProcessWorker();
  log.info("job worker stopped");
  // Without the framework's handler (NEXT_MANUAL_SIG_HANDLE set) nothing else would end the process.
  if (framework.length === 0) process.exit(SIGTERM_EXIT);
  for (const listener of framework) listener("SIGTERM");
}
