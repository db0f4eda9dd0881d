import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // Tests run server modules outside Next.js, as the server does: the marker's empty side
      // (Next.js resolves it so for server code, and to an error for a client bundle).
      "server-only": path.resolve(import.meta.dirname, "node_modules/server-only/empty.js"),
    },
  },
  test: {
    include: ["{lib,content,components,app,scripts}/**/*.test.{ts,tsx}"],
    environment: "node",
    // next-auth imports "next/server" without an extension, which Node's ESM loader refuses; run it
    // through Vite's resolver instead.
    server: { deps: { inline: ["next-auth"] } },
    // Refuses any database the harness (scripts/test.mjs) did not create for this run.
    globalSetup: ["scripts/lib/harness-guard.mjs"],
    // Integration tests share one fresh database (scripts/test.mjs) and the outbox table.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
