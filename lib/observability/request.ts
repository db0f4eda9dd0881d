/**
 * One request through a door (route() or action()): its id (request-id.ts) and the line and the
 * metrics written when it is answered.
 */
import { log } from "./log";
import { metrics } from "./metrics";

/**
 * Starts the clock on a request; the function it returns logs and counts its answer. A `quiet`
 * route (polled by a balancer or a scraper) logs at debug level only.
 */
export function startRequest(id: string, route: string, method: string, quiet = false): (status: number) => void {
  const started = performance.now();
  return (status) => {
    const seconds = (performance.now() - started) / 1000;
    metrics.requests.inc({ route, method, status });
    metrics.requestSeconds.observe({ route, method }, seconds);
    log[quiet ? "debug" : "info"]({ reqId: id, route, method, status, ms: Math.round(seconds * 10_000) / 10 }, "request");
  };
}
