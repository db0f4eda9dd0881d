import { describe, expect, it } from "vitest";
import { rendersPerRequest } from "@/proxy";
import { directoryFilterKeys } from "@/lib/colleges/directory";
import { queryViewRewrites } from "@/lib/seo/query-views";

const url = (address: string) => new URL(address, "http://localhost");

/**
 * A page rendered per request gets its CSP nonce from proxy.ts; a prerendered one must not (the
 * nonce policy would replace the hashes its inline scripts are allowed by).
 */
describe("the pages proxy.ts renders with a nonce", () => {
  it("include every query view that rewrites to a page rendered per request", () => {
    const perRequest = queryViewRewrites.filter((rule) => rule.destination.includes("/filtered"));
    expect(perRequest.length).toBe(directoryFilterKeys.length + 2);
    for (const rule of perRequest) {
      const key = rule.has?.[0]?.key;
      expect(rendersPerRequest(url(`${rule.source}?${key}=x`)), `${rule.source}?${key}`).toBe(true);
    }
  });

  it("include the staff area, the college list, a reset link, the privacy pages with a person's data and the predictor's answers", () => {
    for (const address of [
      "/admin",
      "/admin/dashboard",
      "/collegelist",
      "/reset-password/abc",
      "/privacy/requests/verify",
      "/privacy/requests/done",
      "/privacy/guardian",
      "/predictor",
      "/predictor/compare",
    ]) {
      expect(rendersPerRequest(url(address)), address).toBe(true);
    }
  });

  it("leave out the prerendered pages and views", () => {
    for (const address of [
      "/",
      "/contact",
      "/admisson",
      "/admisson?tab=medical",
      "/aboradstudy?country=canada",
      "/boards/10th",
      "/administrator",
      "/predictor/method",
      "/cutoffs/nit-trichy",
    ]) {
      expect(rendersPerRequest(url(address)), address).toBe(false);
    }
  });
});
