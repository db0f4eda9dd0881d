/**
 * The build's static files (/_next/static/…: the scripts and stylesheets every page loads) answered
 * from memory, in front of Next.js (scripts/serve.mjs). Next.js gzips each of them again for every
 * request and has no Brotli; held here, they are compressed once with Brotli at its best, which a
 * phone downloads 13–14 % smaller than Next.js's gzip (`npm run bench`'s first-load table gives
 * both), and answered without a trip through the framework.
 *
 * As with the pages (prerendered-pages.mjs), nothing is decided here that Next.js did not decide:
 * the first request for a file goes to Next.js, and the file is fetched once more from Next.js in
 * the background and held only if that answer was a 200 that Next.js marked `immutable` (a file
 * named by its content's hash, the same for as long as this build runs) with a type worth
 * compressing; its headers are Next.js's. Anything else (another answer, a range or a query
 * string, a file beyond the memory's budget) is left to Next.js. Addresses that were not held are
 * remembered, up to a bound, so a stream of made-up file names is not fetched twice each.
 *
 * Plain JavaScript with Node's own modules: the server runs it unbundled.
 */
import { contentTag, encodingsOf, heldAnswer, remember, sendHeld } from "./held-answers.mjs";

const PREFIX = "/_next/static/";
/** Memory for the held files in all their encodings (the whole build's are a few megabytes). */
const MAX_BYTES = 64 * 1024 * 1024;
/** At most this many addresses remembered as not held (the oldest forgotten first). */
const MAX_REFUSED = 512;
const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|manifest\+json)|image\/svg\+xml)/;

function qualifies(request) {
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    request.url.startsWith(PREFIX) &&
    !request.url.includes("?") &&
    request.headers.range === undefined
  );
}

function holdable(status, headers) {
  return (
    status === 200 &&
    /\bimmutable\b/.test(headers["cache-control"] ?? "") &&
    COMPRESSIBLE.test(headers["content-type"] ?? "") &&
    headers["set-cookie"] === undefined
  );
}

/**
 * `fetchAsset(path)` asks Next.js for the file uncompressed and resolves to `{ status, headers, body }`.
 */
export function createStaticAssets({ fetchAsset, maxBytes = MAX_BYTES }) {
  const assets = new Map();
  const refused = new Map();
  const filling = new Map();
  let bytes = 0;

  async function fill(url) {
    const answer = await fetchAsset(url);
    if (!holdable(answer.status, answer.headers)) return void remember(refused, url, true, MAX_REFUSED);
    const variants = await encodingsOf(answer.body);
    const size = Object.values(variants).reduce((sum, variant) => sum + variant.length, 0);
    if (bytes + size > maxBytes) return void remember(refused, url, true, MAX_REFUSED);
    bytes += size;
    assets.set(url, heldAnswer(answer.headers, contentTag(answer.body), variants));
  }

  return {
    /**
     * Answers `request` from memory and returns true, or returns false (the caller hands it to
     * Next.js) and, the first time a file is asked for, fetches it to hold in the background.
     */
    serve(request, response) {
      if (!qualifies(request)) return false;
      const asset = assets.get(request.url);
      if (asset) {
        sendHeld(request, response, asset);
        return true;
      }
      const url = request.url;
      if (!refused.has(url) && !filling.has(url)) {
        // A failed fetch holds nothing and is tried again on the next request.
        filling.set(
          url,
          fill(url)
            .catch(() => undefined)
            .finally(() => filling.delete(url)),
        );
      }
      return false;
    },
    /** Resolves once the background fetches started so far have finished (tests). */
    settled: () => Promise.all(filling.values()),
  };
}
