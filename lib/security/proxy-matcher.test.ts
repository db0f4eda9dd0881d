import { describe, expect, it } from "vitest";
import { config } from "@/proxy";
import { directoryFilterKeys } from "@/lib/colleges/directory";
import { queryViewRewrites } from "@/lib/seo/query-views";

/**
 * A page rendered per request gets its CSP nonce from proxy.ts, whose matcher Next.js needs as a
 * literal: every query that rewrites to a per-request route must be listed there, or that view
 * would be served with no policy at all.
 */
describe("the proxy's matcher", () => {
  const matchers = config.matcher.filter((entry) => typeof entry !== "string");

  it("covers every query that rewrites to a page rendered per request", () => {
    const perRequest = queryViewRewrites.filter((rule) => rule.destination.includes("/filtered"));
    expect(perRequest.length).toBe(directoryFilterKeys.length + 2);
    for (const rule of perRequest) {
      const key = rule.has?.[0]?.key;
      const source = rule.source.replace(/\/(10th|12th)$/, "/:grade");
      expect(matchers, `${rule.source}?${key}`).toContainEqual({ source, has: [{ type: "query", key }] });
    }
  });
});
