/**
 * SIGTERM (a rolling restart, a scale-down) or Ctrl-C: the process says it is not ready, stops its
 * job worker (the jobs in progress, sends among them, finish; the worker takes no more), then hands
 * over to `next start`'s own handler, which stops taking connections, lets the requests in flight
 * finish, closes the server and exits. That exit logs "drained": everything in flight finished.
 * Whatever is still running 10 s after the signal is cut short instead (logged as such, never
 * "drained"), so a hung request cannot hold a deploy.
 */
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { stopProcessWorker } from "@/lib/jobs/worker";
import { log } from "@/lib/observability/log";
import { markDraining } from "@/lib/observability/readiness";

const GRACE_MS = 10_000;
const SIGNALS = ["SIGTERM", "SIGINT"] as const;
const EXIT_CODE = { SIGTERM: 143, SIGINT: 130 } as const;

type RequestStart = { request: IncomingMessage; response: ServerResponse; server: Server };
const state: { server?: Server; draining: boolean } = { draining: false };

export function installGracefulShutdown(): void {
  const holder = globalThis as unknown as { shutdownInstalled?: boolean };
  if (holder.shutdownInstalled) return;
  holder.shutdownInstalled = true;
  watchRequests();
  // `next start` registers its handler before instrumentation runs. Run after ours, its exit cannot
  // cut a send short between the SMTP server's acceptance and the row marked sent (a second send).
  const framework = Object.fromEntries(SIGNALS.map((signal) => [signal, process.listeners(signal)]));
  let started = false;
  for (const signal of SIGNALS) {
    process.removeAllListeners(signal);
    process.on(signal, () => {
      if (started) return;
      started = true;
      void shutdown(signal, framework[signal]!);
    });
  }
}

/**
 * `next start` keeps its HTTP server to itself; Node's diagnostics channel names it with each
 * request. A closed server still serves new requests on open keep-alive connections and waits for
 * them to go idle (65 s), so while draining every answer says `Connection: close`.
 */
function watchRequests(): void {
  subscribe("http.server.request.start", (message) => {
    const { response, server } = message as RequestStart;
    state.server = server;
    if (state.draining) response.setHeader("Connection", "close");
  });
}

async function shutdown(signal: (typeof SIGNALS)[number], framework: NodeJS.SignalsListener[]): Promise<void> {
  const signalled = performance.now();
  log.info(`${signal}: shutting down`);
  markDraining();
  state.draining = true;
  let cutShort = false;
  setTimeout(() => {
    cutShort = true;
    log.warn({ graceMs: GRACE_MS }, "still busy after the grace period: exiting, cut short");
    process.exit(EXIT_CODE[signal]);
  }, GRACE_MS).unref();
  await stopProcessWorker();
  log.info("job worker stopped");
  // Without the framework's handler (NEXT_MANUAL_SIG_HANDLE set) nothing else would end the process.
  if (framework.length === 0) process.exit(EXIT_CODE[signal]);
  // The framework's handler exits once its server has closed and its requests have finished.
  // Ahead of pino's own exit hook, which writes out the lines still buffered (this one too).
  process.prependOnceListener("exit", () => {
    if (!cutShort) log.info({ ms: Math.round(performance.now() - signalled) }, "drained");
  });
  for (const listener of framework) listener(signal);
  // A connection whose answer began before the signal goes idle later: closed as soon as it does.
  setInterval(() => state.server?.closeIdleConnections(), 100).unref();
}
