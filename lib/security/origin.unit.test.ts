import { describe, expect, it } from "vitest";
import { isAllowedOrigin } from "./origin";

const site = "https://dishaeducation.in";
const headers = (values: Record<string, string>) => new Headers(values);

describe("isAllowedOrigin", () => {
  it("accepts a browser request from this site, by host or by the configured site URL", () => {
    expect(isAllowedOrigin(headers({ origin: "http://localhost:3000", host: "localhost:3000" }), site, false)).toBe(true);
    expect(
      isAllowedOrigin(headers({ origin: site, host: "10.0.0.5:3000", "x-forwarded-host": "dishaeducation.in" }), site, false),
    ).toBe(true);
    expect(isAllowedOrigin(headers({ origin: site, host: "10.0.0.5:3000" }), site, false)).toBe(true);
  });

  it("takes X-Forwarded-Host as the request's host only behind a trusted proxy", () => {
    const forged = headers({ origin: "https://evil.example", host: "dishaeducation.in", "x-forwarded-host": "evil.example" });
    expect(isAllowedOrigin(forged, site, false)).toBe(false);
    const proxied = headers({
      origin: "https://www.dishaeducation.in",
      host: "10.0.0.5:3000",
      "x-forwarded-host": "www.dishaeducation.in",
    });
    expect(isAllowedOrigin(proxied, site, true)).toBe(true);
    expect(isAllowedOrigin(proxied, site, false)).toBe(false);
  });

  it("refuses a request sent by another site's page, or from an opaque origin", () => {
    expect(isAllowedOrigin(headers({ origin: "https://evil.example", host: "dishaeducation.in" }), site, true)).toBe(false);
    expect(isAllowedOrigin(headers({ origin: "null", host: "dishaeducation.in" }), site, true)).toBe(false);
  });

  it("accepts a request with no Origin (not sent from a web page)", () => {
    expect(isAllowedOrigin(headers({ host: "dishaeducation.in" }), site, false)).toBe(true);
  });
});
