import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { rawRequest } from "@/lib/testing/raw-request";
import { createPrerenderedPages, FRESH_MS, REFUSED_MS } from "./prerendered-pages.mjs";

type Answer = { status: number; headers: Record<string, string>; body: string };

const prerendered = (body: string, extra: Record<string, string> = {}): Answer => ({
  status: 200,
  headers: {
    "content-type": "text/html; charset=utf-8",
    "x-nextjs-prerender": "1",
    "x-nextjs-cache": "HIT",
    "content-security-policy": "script-src 'sha256-abc'",
    etag: '"next"',
    ...extra,
  },
  body,
});

/**
 * A stand-in for Next.js (what each URL answers, and which requests reached it) behind the memory,
 * on a real HTTP server, with a clock the test moves.
 */
let answers: Map<string, Answer>;
let reachedNext: string[];
let clock: number;
let server: http.Server;
let origin: string;
let pages: ReturnType<typeof createPrerenderedPages>;
/** While set, Next.js's answers to the memory's refills wait for it. */
let refillsWait: Promise<void> | undefined;

beforeEach(async () => {
  answers = new Map();
  reachedNext = [];
  clock = 1_000_000;
  refillsWait = undefined;
  const answerFor = (url: string) => answers.get(url) ?? { status: 404, headers: {}, body: "not found" };
  pages = createPrerenderedPages({
    paths: new Set(["/", "/about", "/admisson"]),
    now: () => clock,
    fetchPage: async (url: string) => {
      reachedNext.push(`fill ${url}`);
      const answer = answerFor(url);
      await refillsWait;
      return { status: answer.status, headers: answer.headers, body: Buffer.from(answer.body) };
    },
  });
  server = http.createServer((request, response) => {
    if (pages.serve(request, response)) return;
    reachedNext.push(`${request.method} ${request.url}`);
    const answer = answerFor(request.url!);
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  rawRequest(`${origin}${path}`, headers, method);

/** The first request goes to Next.js and refills the page in the background; this waits for that. */
async function hold(path: string) {
  await get(path);
  await pages.settled();
}

describe("a prerendered page held in memory", () => {
  it("is answered from memory once Next.js has served it fresh, with its headers, in the encoding asked for", async () => {
    answers.set("/about", prerendered("<p>About us</p>".repeat(50)));
    const first = await get("/about");
    expect(first.body.toString()).toContain("About us");
    expect(reachedNext.toSorted()).toEqual(["GET /about", "fill /about"]);
    await pages.settled();

    const plain = await get("/about");
    const br = await get("/about", { "accept-encoding": "gzip, deflate, br" });
    const gzip = await get("/about", { "accept-encoding": "gzip" });
    expect(reachedNext).toHaveLength(2); // none of the three reached Next.js
    expect(plain.body.toString()).toBe("<p>About us</p>".repeat(50));
    expect(plain.headers["content-security-policy"]).toBe("script-src 'sha256-abc'");
    expect(plain.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(plain.headers["content-length"]).toBe(String(plain.body.length));
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(plain.body.toString());
    // Each encoding its own entity tag, and a conditional request answered 304 without the page.
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    const unchanged = await get("/about", { "accept-encoding": "br", "if-none-match": br.headers.etag! });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body).toHaveLength(0);
    expect((await get("/about", { "if-none-match": br.headers.etag! })).status).toBe(200);
    const head = await get("/about", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body).toHaveLength(0);
  });

  it("is refilled from Next.js once its second has passed, answered meanwhile, and left to Next.js after another", async () => {
    answers.set("/", prerendered("version 1"));
    await hold("/");
    expect((await get("/")).body.toString()).toBe("version 1");
    answers.set("/", prerendered("version 2"));
    clock += FRESH_MS - 1;
    expect((await get("/")).body.toString()).toBe("version 1");
    expect(reachedNext.toSorted()).toEqual(["GET /", "fill /"]);
    // Past its second: still answered while the refill it started is on its way…
    clock += 1;
    let release = () => {};
    refillsWait = new Promise((resolve) => (release = resolve));
    expect((await get("/")).body.toString()).toBe("version 1");
    expect((await get("/")).body.toString()).toBe("version 1");
    expect(reachedNext.toSorted()).toEqual(["GET /", "fill /", "fill /"]);
    // …but not once another second has gone by without it.
    clock += FRESH_MS;
    expect((await get("/")).body.toString()).toBe("version 2"); // from Next.js
    release();
    await pages.settled();
    expect((await get("/")).body.toString()).toBe("version 2"); // from memory again
    expect(reachedNext.toSorted()).toEqual(["GET /", "GET /", "fill /", "fill /"]);
  });

  it("is forgotten at once when a page is regenerated or a tag revalidated here, even mid-refill", async () => {
    answers.set("/", prerendered("old"));
    await hold("/");
    pages.clear();
    answers.set("/", prerendered("new"));
    expect((await get("/")).body.toString()).toBe("new");
    await pages.settled();
    // A refill on its way when the memory is emptied does not bring the page it fetched back.
    clock += FRESH_MS;
    let release = () => {};
    refillsWait = new Promise((resolve) => (release = resolve));
    expect((await get("/")).body.toString()).toBe("new"); // answered while its refill is on the way
    pages.clear();
    answers.set("/", prerendered("newer"));
    release();
    await pages.settled();
    expect((await get("/")).body.toString()).toBe("newer");
    expect(reachedNext.filter((entry) => entry === "GET /")).toHaveLength(3);
  });

  it("holds only a fresh, cookie-free 200 from the prerender cache, and leaves an address Next.js answered otherwise to it for a minute", async () => {
    answers.set("/", prerendered("stale", { "x-nextjs-cache": "STALE" }));
    answers.set("/about", prerendered("with a cookie", { "set-cookie": "a=b" }));
    answers.set("/admisson", { status: 200, headers: { "content-type": "text/html" }, body: "rendered per request" });
    for (const path of ["/", "/about", "/admisson", "/admisson?tab=btech&state=Goa"]) {
      await hold(path);
      await get(path);
      await get(path);
    }
    // Each answered by Next.js every time, and refilled once only.
    for (const path of ["/", "/about", "/admisson", "/admisson?tab=btech&state=Goa"]) {
      expect(reachedNext.filter((entry) => entry === `GET ${path}`)).toHaveLength(3);
      expect(reachedNext.filter((entry) => entry === `fill ${path}`)).toHaveLength(1);
    }
    clock += REFUSED_MS;
    answers.set("/", prerendered("fresh again"));
    await hold("/");
    expect((await get("/")).body.toString()).toBe("fresh again");
    expect(reachedNext.filter((entry) => entry === "GET /")).toHaveLength(4);
  });

  it("holds a query view under its own address, as Next.js answered that address", async () => {
    answers.set("/admisson", prerendered("B.Tech colleges"));
    answers.set("/admisson?tab=medical", prerendered("Medical colleges"));
    await hold("/admisson");
    await hold("/admisson?tab=medical");
    expect((await get("/admisson")).body.toString()).toBe("B.Tech colleges");
    expect((await get("/admisson?tab=medical")).body.toString()).toBe("Medical colleges");
    expect(reachedNext.filter((entry) => entry.startsWith("GET"))).toHaveLength(2);
  });

  it("never answers what is not a plain GET or HEAD of a prerendered page", async () => {
    answers.set("/", prerendered("home"));
    answers.set("/contact", prerendered("not in the build's list"));
    await hold("/");
    await hold("/contact");
    const reached = reachedNext.length;
    await get("/", { rsc: "1" });
    await get("/", { "next-router-prefetch": "1" });
    await get("/", { "next-action": "abc" });
    await get("/", { range: "bytes=0-10" });
    await get("/", { cookie: "theme=dark; __prerender_bypass=1" });
    await get("/", {}, "POST");
    await get("/contact");
    expect(reachedNext.slice(reached)).toEqual(["GET /", "GET /", "GET /", "GET /", "GET /", "POST /", "GET /contact"]);
    expect((await get("/", { cookie: "theme=dark" })).body.toString()).toBe("home");
  });
});
