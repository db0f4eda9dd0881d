/**
 * Prerendered pages answered from memory, in front of Next.js (scripts/serve.mjs). Next.js spends
 * far longer routing a request for a prerendered page than sending its bytes (`npm run bench`: an
 * empty Next.js page reaches a few percent of a static server's rate), so a page the build
 * prerendered is kept here for a second after Next.js served it fresh, with its own headers, and
 * compressed once per version (Brotli at its best, a third smaller than the framework's gzip).
 *
 * Nothing is decided here that Next.js did not decide: a page is held only after a request that
 * went through Next.js's whole routing (redirects, rewrites, proxy.ts) came back 200 from its
 * prerender cache as fresh (`x-nextjs-cache: HIT`) with no cookie set. Once its second has passed,
 * the next request refills it in the background, and the page is still answered while that refill
 * is on its way (for one more second at most); a page not held, or not refilled in that time, is
 * left to Next.js as before. Only a plain GET or HEAD of a path the build prerendered qualifies (with any query
 * string: a directory tab's `?tab=` view is prerendered under another path, a filtered one is not,
 * and Next.js's answer tells which; an address it did not answer from its prerender cache is not
 * tried again for a minute), with no router, action or range header and no draft-mode cookie.
 * Addresses held and refused are bounded, and pages with the same bytes share one copy of them and
 * their compressions, so arbitrary query strings cost neither memory nor compression. A page
 * regenerated or a tag revalidated in this process empties the memory at once
 * (lib/security/csp-cache-handler.mjs); another instance's change is seen within the second.
 *
 * Plain JavaScript with Node's own modules: the server runs it unbundled.
 */
import { contentTag, encodingsOf, heldAnswer, remember, sendHeld } from "./held-answers.mjs";

/** How long a page Next.js served fresh is answered from memory. */
export const FRESH_MS = 1_000;
/** How long an address Next.js did not answer from its prerender cache is left to it alone. */
export const REFUSED_MS = 60_000;
/** At most this many addresses held, and as many refused (the oldest forgotten first). */
const MAX_ADDRESSES = 512;

/** A request carrying any of these asks Next.js for something other than the page's HTML. */
const ROUTER_HEADERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-action",
  "next-url",
  "range",
  "x-prerender-revalidate",
];

/** The paths of the pages the build prerendered (`.next/prerender-manifest.json`). */
export function prerenderedPaths(manifest) {
  return new Set(
    Object.entries(manifest.routes ?? {})
      .filter(([, route]) => route.routeType === "page")
      .map(([path]) => path),
  );
}

/** Whether a request may be answered from memory at all (the page must also be held and fresh). */
function qualifies(request, paths) {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const query = request.url.indexOf("?");
  if (!paths.has(query === -1 ? request.url : request.url.slice(0, query))) return false;
  if (ROUTER_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return !/(?:^|;\s*)__prerender_bypass=/.test(request.headers.cookie ?? "");
}

/**
 * Whether Next.js's answer is a prerendered page served fresh from its cache, the same for every
 * visitor: only such an answer is held.
 */
function holdable(status, headers) {
  return (
    status === 200 &&
    headers["x-nextjs-prerender"] !== undefined &&
    headers["x-nextjs-cache"] === "HIT" &&
    headers["set-cookie"] === undefined
  );
}

/**
 * The memory: path → the page (`heldAnswer`) and until when it is fresh. `fetchPage(path)` asks
 * Next.js for the page uncompressed and resolves to `{ status, headers, body }`.
 */
export function createPrerenderedPages({ paths, fetchPage, now = () => Date.now(), freshMs = FRESH_MS }) {
  const pages = new Map();
  const refused = new Map();
  const refilling = new Map();
  let generation = 0;

  /** The bytes in every encoding, shared with any address already holding the same page. */
  async function variantsOf(body, tag) {
    for (const page of pages.values()) if (page.tag === tag) return page.variants;
    return encodingsOf(body);
  }

  async function refill(url) {
    const started = generation;
    const answer = await fetchPage(url);
    const fetchedAt = now();
    if (!holdable(answer.status, answer.headers)) {
      pages.delete(url);
      remember(refused, url, fetchedAt + REFUSED_MS, MAX_ADDRESSES);
      return;
    }
    const tag = contentTag(answer.body);
    const variants = await variantsOf(answer.body, tag);
    // Emptied while this was on its way (a regeneration, a revalidated tag): what came back may be the old page.
    if (started !== generation) return;
    remember(pages, url, { ...heldAnswer(answer.headers, tag, variants), freshUntil: fetchedAt + freshMs }, MAX_ADDRESSES);
  }

  return {
    /**
     * Answers `request` from memory and returns true, or returns false (the caller hands it to
     * Next.js) and, when the page could be held, refills it in the background.
     */
    serve(request, response) {
      if (!qualifies(request, paths) || (refused.get(request.url) ?? 0) > now()) return false;
      const page = pages.get(request.url);
      const at = now();
      if (!page || page.freshUntil <= at) {
        if (!refilling.has(request.url)) {
          const path = request.url;
          refilling.set(
            path,
            refill(path)
              .catch(() => pages.delete(path))
              .finally(() => refilling.delete(path)),
          );
        }
        // While its refill is on the way, a page past its second is still answered, for one more
        // second at most: otherwise every request of a busy second would pile onto Next.js each
        // time the second runs out. Emptied memory (a change) or a refused refill serves nothing.
        if (!page || page.freshUntil + freshMs <= at) return false;
      }
      sendHeld(request, response, page);
      return true;
    },
    /** Forgets every page: one was regenerated or a tag revalidated, and which pages it touches is not known here. */
    clear() {
      generation++;
      pages.clear();
      refused.clear();
    },
    /** Resolves once the background refills started so far have finished (tests). */
    settled: () => Promise.all(refilling.values()),
  };
}
