export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Fail at start-up, naming the bad variable, rather than on the first request.
  const { env } = await import("@/lib/env");
  env();
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  // Rate limits count visitors by the address that connected (lib/security/client-ip).
  const { recordPeerAddresses } = await import("@/lib/security/peer-address");
  recordPeerAddresses();
  // The job queue's worker (lib/jobs/worker.ts): e-mail and the scheduled jobs; WORKER=off runs none here.
  const { startProcessWorker } = await import("@/lib/jobs/worker");
  startProcessWorker();
  const { installGracefulShutdown } = await import("@/lib/process/shutdown");
  installGracefulShutdown();
}
