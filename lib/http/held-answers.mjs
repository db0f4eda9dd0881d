/**
 * Answers held in memory in front of Next.js (scripts/serve.mjs): the prerendered pages
 * (prerendered-pages.mjs) and the build's static files (static-assets.mjs). An answer is held as
 * Next.js gave it (its headers) with its bytes compressed once per encoding, Brotli at its best and
 * gzip, and its own entity tag per encoding, so a conditional request gets a 304.
 *
 * Plain JavaScript with Node's own modules: the server runs it unbundled.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/** Headers of Next.js's answer that belong to that one response, not to what it sent. */
const PER_RESPONSE = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "etag",
]);

const compressors = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body, { level: 9 }),
};

/** The encoding to answer with: Brotli, else gzip, else none, as the request accepts them. */
export function chooseEncoding(acceptEncoding = "") {
  const accepted = new Set(
    acceptEncoding
      .split(",")
      .map((part) =>
        part
          .trim()
          .split(";")
          .map((piece) => piece.trim()),
      )
      .filter(([, ...params]) => !params.some((param) => /^q=0(\.0*)?$/.test(param)))
      .map(([name]) => name.toLowerCase()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return "identity";
}

/** The entity tag of a body: the same bytes, the same tag, whichever address they were held under. */
export function contentTag(body) {
  return createHash("sha256").update(body).digest("base64url").slice(0, 27);
}

/** The body in every encoding. */
export async function encodingsOf(body) {
  const compressed = await Promise.all(Object.entries(compressors).map(async ([name, compress]) => [name, await compress(body)]));
  return { identity: body, ...Object.fromEntries(compressed) };
}

/**
 * What is held of Next.js's answer: its headers (without the per-response ones) as pairs, its bytes
 * in each encoding (`variants`, from `encodingsOf`) and their tag (`contentTag`).
 */
export function heldAnswer(headers, tag, variants) {
  return { tag, headers: Object.entries(headers).filter(([name]) => !PER_RESPONSE.has(name)), variants, heads: {} };
}

/** Sets `key` as the newest entry of `map`, forgetting the oldest beyond `max`. */
export function remember(map, key, value, max) {
  map.delete(key);
  map.set(key, value);
  if (map.size > max) map.delete(map.keys().next().value);
}

/** An answer's headers as flat lists for `writeHead`: a full answer's, and a 304's (no length). */
function headsFor(headers, etag, encoding, length) {
  const notModified = [...headers.flat(), "etag", etag, ...(encoding === "identity" ? [] : ["content-encoding", encoding])];
  return { notModified, ok: [...notModified, "content-length", String(length)] };
}

/** Sends a held answer in the encoding the request accepts, or a 304 when the request holds it already. */
export function sendHeld(request, response, held) {
  const encoding = chooseEncoding(request.headers["accept-encoding"]);
  const body = held.variants[encoding];
  const etag = `"${held.tag}${encoding === "identity" ? "" : `-${encoding}`}"`;
  // The header lists of each answer and encoding are built once: writing them is most of an answer's cost.
  const heads = (held.heads[encoding] ??= headsFor(held.headers, etag, encoding, body.length));
  if (request.headers["if-none-match"]?.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag)) {
    response.writeHead(304, heads.notModified);
    response.end();
    return;
  }
  response.writeHead(200, heads.ok);
  response.end(request.method === "HEAD" ? undefined : body);
}
