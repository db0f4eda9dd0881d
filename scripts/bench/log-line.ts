/**
 * `npm run bench:log`: what one request's log line costs the site's logger (secret fields dropped,
 * personal data masked, JSON written to a null sink), against bare pino writing the same line.
 *
 *   npm run bench:log
 *   npm run bench:log -- --lines 100000
 */
import { parseArgs } from "node:util";
import pino from "pino";
import { createLogger } from "@/lib/observability/log";

const { values } = parseArgs({ options: { lines: { type: "string", default: "20000" } } });
const LINES = Number(values.lines);
const sink = { write: () => undefined };
const fields = { reqId: "3f2a9c1e-5b7d-4e2a-9c1e-5b7d4e2a9c1e", route: "lead (API)", method: "POST", status: 200, ms: 12.3 };

function microsecondsPerLine(write: () => void): number {
  for (let i = 0; i < 1000; i++) write(); // warm-up
  const started = performance.now();
  for (let i = 0; i < LINES; i++) write();
  return ((performance.now() - started) / LINES) * 1000;
}

const site = createLogger(sink, "info");
const bare = pino({ level: "info" }, sink);
console.log(`${LINES} request lines, to a null sink:`);
console.log(`  the site's logger: ${microsecondsPerLine(() => site.info(fields, "request")).toFixed(1)} µs a line`);
console.log(`  bare pino:         ${microsecondsPerLine(() => bare.info(fields, "request")).toFixed(1)} µs a line`);
