export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Fail at start-up, naming the bad variable, rather than on the first request.
  const { env } = await import("@/lib/env");
  env();
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { startOutboxWorker } = await import("@/lib/mail/worker");
  startOutboxWorker();
}
