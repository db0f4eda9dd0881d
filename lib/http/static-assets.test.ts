import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { rawRequest } from "@/lib/testing/raw-request";
import { createStaticAssets } from "./static-assets.mjs";

type Answer = { status: number; headers: Record<string, string>; body: string };

const script = "self.__chunk = function () { return 'a script a phone downloads'; };\n".repeat(40);

const built = (body: string, type = "application/javascript; charset=UTF-8"): Answer => ({
  status: 200,
  headers: {
    "content-type": type,
    "cache-control": "public, max-age=31536000, immutable",
    "content-security-policy": "default-src 'self'",
    etag: 'W/"next"',
  },
  body,
});

/** A stand-in for Next.js behind the memory, on a real HTTP server; it records what reached it. */
let answers: Map<string, Answer>;
let reachedNext: string[];
let server: http.Server;
let origin: string;
let assets: ReturnType<typeof createStaticAssets>;
let failFetches: boolean;

async function start(maxBytes?: number) {
  const answerFor = (url: string) =>
    answers.get(url) ?? { status: 404, headers: { "content-type": "text/html" }, body: "not found" };
  assets = createStaticAssets({
    maxBytes,
    fetchAsset: async (url: string) => {
      reachedNext.push(`fill ${url}`);
      if (failFetches) throw new Error("connection reset");
      const answer = answerFor(url);
      return { status: answer.status, headers: answer.headers, body: Buffer.from(answer.body) };
    },
  });
  server = http.createServer((request, response) => {
    if (assets.serve(request, response)) return;
    reachedNext.push(`${request.method} ${request.url}`);
    const answer = answerFor(request.url!);
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeEach(() => {
  answers = new Map();
  reachedNext = [];
  failFetches = false;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  rawRequest(`${origin}${path}`, headers, method);

/** The first request goes to Next.js and has the file fetched to hold in the background; this waits for that. */
async function hold(path: string) {
  await get(path);
  await assets.settled();
}

describe("the build's static files held in memory", () => {
  it("are answered from memory once Next.js has served them, with its headers, compressed once", async () => {
    await start();
    answers.set("/_next/static/chunks/app.js", built(script));
    expect((await get("/_next/static/chunks/app.js")).body.toString()).toBe(script);
    await assets.settled();
    expect(reachedNext.toSorted()).toEqual(["GET /_next/static/chunks/app.js", "fill /_next/static/chunks/app.js"]);

    const br = await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip, deflate, br" });
    const gzip = await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip" });
    const plain = await get("/_next/static/chunks/app.js");
    expect(reachedNext).toHaveLength(2); // none of the three reached Next.js
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    expect(br.body.length).toBeLessThan(gzip.body.length);
    expect(gunzipSync(gzip.body).toString()).toBe(script);
    expect(plain.body.toString()).toBe(script);
    for (const answer of [br, gzip, plain]) {
      expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(answer.headers["content-security-policy"]).toBe("default-src 'self'");
      expect(answer.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
      expect(answer.headers["content-length"]).toBe(String(answer.body.length));
    }
    const unchanged = await get("/_next/static/chunks/app.js", { "accept-encoding": "br", "if-none-match": br.headers.etag! });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toHaveLength(0);
    const head = await get("/_next/static/chunks/app.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.headers["content-length"]).toBe(String(br.body.length));
    expect(head.body).toHaveLength(0);
  });

  it("hold only immutable files worth compressing that Next.js answered 200, and ask once for the others", async () => {
    await start();
    answers.set("/_next/static/media/font.woff2", {
      ...built("woff2 bytes"),
      headers: { ...built("").headers, "content-type": "font/woff2" },
    });
    answers.set("/_next/static/chunks/changing.js", {
      ...built(script),
      headers: { ...built("").headers, "cache-control": "public, max-age=0" },
    });
    for (const path of [
      "/_next/static/media/font.woff2",
      "/_next/static/chunks/changing.js",
      "/_next/static/chunks/made-up.js",
    ]) {
      await hold(path);
      await hold(path);
      expect(reachedNext.filter((line) => line.endsWith(path)).toSorted()).toEqual([
        `GET ${path}`,
        `GET ${path}`,
        `fill ${path}`,
      ]);
    }
    expect((await get("/_next/static/chunks/made-up.js")).status).toBe(404);
  });

  it("leave to Next.js what is not a plain request for a static file", async () => {
    await start();
    answers.set("/_next/static/chunks/app.js", built(script));
    answers.set("/about", built("<p>About</p>", "text/html"));
    await hold("/_next/static/chunks/app.js");
    const reached = reachedNext.length;
    await get("/_next/static/chunks/app.js", { range: "bytes=0-9" });
    await get("/_next/static/chunks/app.js?v=2");
    await get("/_next/static/chunks/app.js", {}, "POST");
    await get("/about");
    await assets.settled();
    expect(reachedNext.slice(reached)).toEqual([
      "GET /_next/static/chunks/app.js",
      "GET /_next/static/chunks/app.js?v=2",
      "POST /_next/static/chunks/app.js",
      "GET /about",
    ]);
  });

  it("hold nothing beyond their memory budget", async () => {
    await start(script.length * 2);
    answers.set("/_next/static/chunks/first.js", built(script));
    answers.set("/_next/static/chunks/second.js", built(`${script}// the second\n`));
    await hold("/_next/static/chunks/first.js");
    await hold("/_next/static/chunks/second.js");
    const reached = reachedNext.length;
    await get("/_next/static/chunks/first.js");
    await get("/_next/static/chunks/second.js");
    await assets.settled();
    expect(reachedNext.slice(reached)).toEqual(["GET /_next/static/chunks/second.js"]);
  });

  it("try a file again whose fetch failed", async () => {
    await start();
    failFetches = true;
    answers.set("/_next/static/chunks/third.js", built(script));
    await hold("/_next/static/chunks/third.js");
    failFetches = false;
    await hold("/_next/static/chunks/third.js");
    await get("/_next/static/chunks/third.js");
    expect(reachedNext.filter((line) => line.endsWith("third.js")).toSorted()).toEqual([
      "GET /_next/static/chunks/third.js",
      "GET /_next/static/chunks/third.js",
      "fill /_next/static/chunks/third.js",
      "fill /_next/static/chunks/third.js",
    ]);
  });
});
