// The production server: Next.js's request handler behind the prerendered pages and the build's
// static files held in memory (lib/http/prerendered-pages.mjs, lib/http/static-assets.mjs).
// `npm start`, the test suites and the bench all run the build through it.
// Usage: node scripts/serve.mjs [--port 3000] (or PORT); NODE_ENV=production.
//
// SIGTERM (and Ctrl-C): lib/process/shutdown.ts (installed by instrumentation.ts) stops the jobs,
// then calls the listener registered here before it, which stops taking connections, lets the
// requests in flight finish and exits, as `next start`'s own handler does.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import { createPrerenderedPages, prerenderedPaths } from "../lib/http/prerendered-pages.mjs";
import { createStaticAssets } from "../lib/http/static-assets.mjs";

// As `next start` does; before Next.js (and React) are loaded, which read it.
process.env.NODE_ENV = "production";
const { default: next } = await import("next");

const { values } = parseArgs({ options: { port: { type: "string" }, hostname: { type: "string" } } });
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? process.env.HOSTNAME;
const dir = path.resolve(import.meta.dirname, "..");

/** Marks the server's own requests for a page or file, which must reach Next.js rather than the memory. */
const FILL_HEADER = "x-prerendered-fill";
const fillToken = randomBytes(16).toString("hex");

// Longer than a load balancer's or proxy's idle connection (60 s is the usual default): a client
// that reuses an idle connection must never send into one this server is closing at that moment,
// which resets a POST (Node.js's 5 s default did so to the suites' own API clients).
const server = http.createServer({ keepAliveTimeout: 65_000 });
process.once("SIGTERM", () => {
  server.close(() => process.exit(143));
  server.closeIdleConnections();
});
// Ctrl-C (npm start passes it on) shuts down as SIGTERM does, not in the middle of a send.
process.once("SIGINT", () => process.kill(process.pid, "SIGTERM"));

const app = next({ dev: false, dir, port, hostname });
await app.prepare();
const handle = app.getRequestHandler();

const manifest = JSON.parse(readFileSync(path.join(dir, ".next", "prerender-manifest.json"), "utf8"));
const fillAgent = new http.Agent({ keepAlive: true, maxSockets: 4 });

/** A page or file from Next.js, uncompressed, through its whole routing, as a visitor's request would go. */
function fetchFromNext(address) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: "127.0.0.1", port, path: address, agent: fillAgent, headers: { [FILL_HEADER]: fillToken } },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}

const pages = createPrerenderedPages({ paths: prerenderedPaths(manifest), fetchPage: fetchFromNext });
// The cache handler (lib/security/csp-cache-handler.mjs) empties it when a page is regenerated or a tag revalidated.
globalThis.prerenderedPages = pages;
const assets = createStaticAssets({ fetchAsset: fetchFromNext });

server.on("request", (request, response) => {
  const filling = request.headers[FILL_HEADER] === fillToken;
  if (filling) delete request.headers[FILL_HEADER];
  else if (pages.serve(request, response) || assets.serve(request, response)) return;
  void handle(request, response);
});
server.listen(port, hostname, () => console.log(`▲ Serving the production build on http://${hostname ?? "localhost"}:${port}`));
