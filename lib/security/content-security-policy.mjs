/**
 * The site's Content-Security-Policy, in three forms that differ only in which scripts may run:
 * - a page rendered per request (the panel, account links, filtered views): this request's nonce,
 *   set by proxy.ts, which Next.js puts on every script it writes;
 * - a prerendered page: the SHA-256 of each of its inline scripts (Next's bootstrap and the RSC
 *   payload), taken from the exact HTML served, by the cache handler (csp-cache-handler.mjs);
 * - anything else (API answers, files): this origin's script files only.
 * No form allows inline scripts by themselves ('unsafe-inline'). Development keeps both
 * 'unsafe-inline' and 'unsafe-eval': React's dev tooling needs them and nothing is prerendered.
 *
 * Plain JavaScript: next.config.ts and the cache handler load it outside the app's bundler.
 */
import { createHash } from "node:crypto";

const development = process.env.NODE_ENV === "development";

/** @param {string[]} scriptSources */
function policy(scriptSources) {
  return [
    "default-src 'self'",
    `script-src ${development ? "'self' 'unsafe-inline' 'unsafe-eval'" : scriptSources.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-src https://www.youtube-nocookie.com",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
    // app/api/csp-reports: whatever a policy blocks reaches the site's log (and fails the e2e run).
    "report-uri /api/csp-reports",
  ].join("; ");
}

/** For responses that are not pages, and the fallback of any page that gets no other. */
export const filePolicy = policy(["'self'"]);

/**
 * @param {string} nonce
 * @param {string[]} hashes of inline scripts the app writes itself (React gives them no nonce)
 */
export function noncePolicy(nonce, hashes) {
  return policy(["'self'", `'nonce-${nonce}'`, ...hashes]);
}

/** @param {string} script an inline script's exact text */
export function scriptHash(script) {
  return `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;
}

/**
 * Inline scripts the browser would run: no `src`, and no type or a JavaScript one (JSON-LD and
 * other data blocks are never executed, so CSP does not cover them).
 */
const INLINE_SCRIPT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi;
const SCRIPT_TYPE = /\btype\s*=\s*["']?([^"'\s>]*)/i;
const JAVASCRIPT_TYPES = new Set(["", "text/javascript", "application/javascript", "module"]);

/** @param {string} attributes */
function runsAsScript(attributes) {
  if (/\bsrc\s*=/i.test(attributes)) return false;
  const type = SCRIPT_TYPE.exec(attributes)?.[1]?.toLowerCase() ?? "";
  return JAVASCRIPT_TYPES.has(type);
}

/** @param {string} html */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes = "", body = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (!runsAsScript(attributes)) continue;
    hashes.add(scriptHash(body));
  }
  return [...hashes];
}

/** @param {string} html */
export function prerenderedPagePolicy(html) {
  return policy(["'self'", ...inlineScriptHashes(html)]);
}
