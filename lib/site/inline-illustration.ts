import { readFileSync } from "node:fs";
import path from "node:path";
import svgToMiniDataURI from "mini-svg-data-uri";

/**
 * A page's illustration (an SVG under public/, as content/schema.ts requires) as a data: URI,
 * to write into the page itself: the largest thing on the page then arrives with its HTML and is
 * painted in its first paint, with no request of its own to wait for on a phone's connection.
 */
export function inlineIllustration(src: string): string {
  return svgToMiniDataURI(readFileSync(path.join(process.cwd(), "public", src), "utf8"));
}
