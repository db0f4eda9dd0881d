import { describe, expect, it } from "vitest";
import { isSameOrigin } from "./same-origin";

const request = (headers: Record<string, string>) => new Request("http://localhost/api/college/add", { method: "POST", headers });

describe("isSameOrigin", () => {
  it("accepts a browser request from this site", () => {
    expect(isSameOrigin(request({ origin: "http://localhost:3000", host: "localhost:3000" }))).toBe(true);
    expect(isSameOrigin(request({ origin: "https://dishaeducation.in", host: "10.0.0.5:3000", "x-forwarded-host": "dishaeducation.in" }))).toBe(true);
  });

  it("refuses a request sent by another site's page", () => {
    expect(isSameOrigin(request({ origin: "https://evil.example", host: "dishaeducation.in" }))).toBe(false);
    expect(isSameOrigin(request({ origin: "null", host: "dishaeducation.in" }))).toBe(false);
  });

  it("accepts a request with no Origin (not sent from a web page)", () => {
    expect(isSameOrigin(request({ host: "dishaeducation.in" }))).toBe(true);
  });
});
