import { describe, expect, it } from "vitest";
import { clientIp, normaliseIp, PEER_ADDRESS_HEADER, rateLimitKey } from "@/lib/security/client-ip";
import { isAllowedOrigin } from "@/lib/security/origin";

describe("the client's address", () => {
  const forged = new Headers({ "x-forwarded-for": "198.51.100.7", [PEER_ADDRESS_HEADER]: "203.0.113.9" });

  it("is the socket's address unless the proxy is trusted, so a forged X-Forwarded-For changes nothing", () => {
    expect(clientIp(forged, false)).toBe("203.0.113.9");
  });

  it("behind a trusted proxy is the last X-Forwarded-For entry, the one the proxy appended", () => {
    const headers = new Headers({ "x-forwarded-for": "10.0.0.1, 198.51.100.7", [PEER_ADDRESS_HEADER]: "10.0.0.2" });
    expect(clientIp(headers, true)).toBe("198.51.100.7");
  });

  it("reads IPv4-mapped IPv6 as IPv4", () => {
    expect(normaliseIp("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientIp(new Headers({ [PEER_ADDRESS_HEADER]: "::ffff:127.0.0.1" }), false)).toBe("127.0.0.1");
  });

  it("counts IPv6 visitors by their /64", () => {
    expect(rateLimitKey("2001:db8:85a3:1:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:85a3:1::/64");
    expect(rateLimitKey("2001:db8:85a3:1::1")).toBe(rateLimitKey("2001:db8:85a3:1:ffff::2"));
    expect(rateLimitKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(rateLimitKey("203.0.113.9")).toBe("203.0.113.9");
  });
});

describe("the Origin check", () => {
  const site = "https://www.dishaeducation.in";

  it("lets non-browser clients (no Origin) through", () => {
    expect(isAllowedOrigin(new Headers(), site)).toBe(true);
  });

  it("accepts the site's own origin and the host the request was sent to", () => {
    expect(isAllowedOrigin(new Headers({ origin: site }), site)).toBe(true);
    expect(isAllowedOrigin(new Headers({ origin: "http://127.0.0.1:3204", host: "127.0.0.1:3204" }), site)).toBe(true);
  });

  it("refuses other sites, sandboxed frames and junk", () => {
    expect(isAllowedOrigin(new Headers({ origin: "https://evil.example", host: "www.dishaeducation.in" }), site)).toBe(false);
    expect(isAllowedOrigin(new Headers({ origin: "null", host: "www.dishaeducation.in" }), site)).toBe(false);
    expect(isAllowedOrigin(new Headers({ origin: "https://www.dishaeducation.in.evil.example" }), site)).toBe(false);
  });
});
