// The production build served by Next.js's own server (`next start`), as `npm start`, the test
// suites and the bench run it. Plain Node (no TypeScript) so `npm start` can use it.
import path from "node:path";

const repoRoot = path.resolve(import.meta.dirname, "../..");

/**
 * Longer than a proxy's or load balancer's idle upstream connection (deploy/nginx.conf keeps its
 * own at 60 s): a client reusing an idle connection must never send into one this server is
 * closing at that moment, which resets a POST (Node.js's 5 s default did so to the suites' clients).
 */
const KEEP_ALIVE_MS = 65_000;

/** The command and arguments of `next start` for the build in `dir` (this project's unless given). */
export function nextStart(port, dir = repoRoot) {
  const next = path.join(repoRoot, "node_modules", "next", "dist", "bin", "next");
  return [process.execPath, [next, "start", dir, "--port", String(port), "--keepAliveTimeout", String(KEEP_ALIVE_MS)]];
}
