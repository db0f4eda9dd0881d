/**
 * Requests per second for a page, beside the same bytes served by a minimal static server in the
 * same run: through nginx (deploy/nginx.conf, its cache) the ratio says what the proxy in front
 * costs over sending a file; through `next start` alone, what the framework and the site cost.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";

export type Throughput = { perSecond: number; p50Ms: number; p99Ms: number; errors: number; non2xx: number };

export async function load(url: string, { seconds = 10, connections = 50 } = {}): Promise<Throughput> {
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    perSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Serves `body` as HTML at every path, with no framework in between. */
export async function staticServer(body: Buffer): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.byteLength });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PageThroughput = { route: string; bytes: number; next: Throughput; static: Throughput; ratio: number };

/** Each route through `origin` (a running server), then its HTML through the static server. */
export async function pageThroughput(
  origin: string,
  routes: string[],
  options?: { seconds?: number; connections?: number },
): Promise<PageThroughput[]> {
  const results: PageThroughput[] = [];
  for (const route of routes) {
    process.stdout.write(`Throughput ${route}…\n`);
    const html = Buffer.from(await (await fetch(`${origin}${route}`)).arrayBuffer());
    const next = await load(`${origin}${route}`, options);
    const plain = await staticServer(html);
    try {
      const bare = await load(`${plain.url}${route}`, options);
      results.push({ route, bytes: html.byteLength, next, static: bare, ratio: +(next.perSecond / bare.perSecond).toFixed(3) });
    } finally {
      await plain.close();
    }
  }
  return results;
}
