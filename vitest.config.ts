import path from "node:path";
import { defineConfig } from "vitest/config";

const FOLDERS = "{lib,content,components,app,scripts}";
const UNIT = `${FOLDERS}/**/*.unit.test.{ts,tsx}`;

/**
 * Two projects. `unit` (files named *.unit.test.ts) needs nothing but Node: scripts/test.mjs runs it
 * with DATABASE_URL unset, so a unit test that reaches for the database fails there. `integration`
 * (every other *.test.ts) runs against the fresh database the harness made for this run.
 */
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
    environment: "node",
    // next-auth imports "next/server" without an extension, which Node's ESM loader refuses; run it
    // through Vite's resolver instead.
    server: { deps: { inline: ["next-auth"] } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: "unit", include: [UNIT] } },
      {
        extends: true,
        test: {
          name: "integration",
          include: [`${FOLDERS}/**/*.test.{ts,tsx}`],
          exclude: [UNIT, "**/node_modules/**"],
          // Refuses any database the harness (scripts/test.mjs) did not create for this run.
          globalSetup: ["scripts/lib/harness-guard.mjs"],
          // Integration tests share one fresh database and the outbox table.
          fileParallelism: false,
        },
      },
    ],
  },
});
