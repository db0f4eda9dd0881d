import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** `brotliBytes`: the same chunks Brotli-compressed at quality 11 (shown beside, not judged). */
export type FirstLoadJs = { route: string; chunks: number; gzipBytes: number; brotliBytes: number };

/** The prerendered HTML of a route in a Next build: `/` → index.html, `/boards/10th` → boards/10th.html. */
export function prerenderedHtmlPath(distDir: string, route: string): string {
  const name = route === "/" ? "index" : route.replace(/^\//, "");
  return path.join(distDir, "server", "app", `${name}.html`);
}

/** Every script a modern browser downloads for the page (the `noModule` polyfills are skipped by it). */
export function scriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    if (/\bnomodule\b/i.test(tag)) continue;
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (src) sources.push(src);
  }
  return [...new Set(sources)];
}

/**
 * First-load JavaScript of a prerendered route: each `<script src>` chunk of its HTML gzipped
 * (level 9, as CDNs serve it) and summed. Inline RSC payload scripts are part of the HTML, not
 * counted here.
 */
export async function firstLoadJs(distDir: string, route: string): Promise<FirstLoadJs | undefined> {
  const htmlFile = prerenderedHtmlPath(distDir, route);
  if (!existsSync(htmlFile)) return undefined;
  return firstLoadJsOfHtml(distDir, route, await readFile(htmlFile, "utf8"));
}

/** The same measure for a page's HTML as the server sent it (a view that is not a file of its own). */
export async function firstLoadJsOfHtml(distDir: string, route: string, html: string): Promise<FirstLoadJs> {
  let gzipBytes = 0;
  let brotliBytes = 0;
  const sources = scriptSources(html);
  for (const src of sources) {
    const pathname = new URL(src, "http://localhost").pathname;
    if (!pathname.startsWith("/_next/")) throw new Error(`${route}: unexpected script ${src}`);
    const file = path.join(distDir, pathname.slice("/_next/".length));
    const bytes = await readFile(file);
    gzipBytes += gzipSync(bytes, { level: 9 }).length;
    brotliBytes += brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    }).length;
  }
  return { route, chunks: sources.length, gzipBytes, brotliBytes };
}
