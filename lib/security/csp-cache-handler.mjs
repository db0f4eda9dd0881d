/**
 * Next.js's own file-system cache for prerendered pages (next.config.ts `cacheHandler`), which
 * also gives each page its Content-Security-Policy: the hashes of the inline scripts of the very
 * HTML it holds. A page regenerated at run time (a college saved, its tag revalidated) is hashed
 * again as it is stored, so its policy always matches the HTML served with it. Next.js sends an
 * entry's headers with the page, whether it was built, read back, or just rendered.
 */
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { prerenderedPagePolicy } from "./content-security-policy.mjs";

// Node hands an ES module the CommonJS exports object; Turbopack (which also bundles this handler
// into the proxy) hands it the `default` export of that __esModule-marked module.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;
const HEADER = "content-security-policy";

/** Adds the policy to a cached page (once: the memory cache hands back the same object). */
function withPolicy(value) {
  if (value?.kind !== "APP_PAGE" || typeof value.html !== "string" || value.headers?.[HEADER]) return;
  value.headers = { ...value.headers, [HEADER]: prerenderedPagePolicy(value.html) };
}

export default class ContentSecurityPolicyCache extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args);
    withPolicy(entry?.value);
    return entry;
  }

  async set(key, data, ctx) {
    withPolicy(data);
    await super.set(key, data, ctx);
  }
}
