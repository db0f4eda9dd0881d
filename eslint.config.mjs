import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // The stack runs app → components → lib → content: content is plain data and its schemas, so
    // it imports nothing of the layers above it (lib may import content, never the other way).
    files: ["content/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(@/|(\\.\\./)+)(lib|components|app)(/|$)",
              message: "content/ must not import lib/, components/ or app/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Routes call down into components and lib; nothing calls back up into a route's module
    // (server actions live beside their domain, in lib/<domain>/actions.ts).
    files: ["components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(@/|(\\.\\./)+)app(/|$)",
              message: "components/ and lib/ must not import app/: put the code in lib/<domain>.",
            },
          ],
        },
      ],
    },
  },
  {
    // Pages and route handlers reach the database only through lib/<domain>'s functions (tests
    // beside them may seed it).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              // The Prisma client too; its generated types stay importable.
              regex: "^(@/|(\\.\\./)+)lib/(db|generated/prisma/client)(/|$)",
              allowTypeImports: true,
              message: "app/ reaches the database through lib/<domain>: move the query there.",
            },
          ],
        },
      ],
    },
  },
  {
    // No SQL built by string: statements are Prisma's tagged $queryRaw/$executeRaw with Prisma.sql
    // fragments (values always parameters; identifiers only through sqlName from a closed list), or
    // the typed kit of lib/db/sql.ts, whose bridge to a Prisma transaction is the one exception.
    ignores: ["lib/db/sql.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        ...["$queryRawUnsafe", "$executeRawUnsafe"].map((property) => ({
          property,
          message: "Build SQL with Prisma's tagged $queryRaw/$executeRaw and Prisma.sql, never by string.",
        })),
      ],
    },
  },
  globalIgnores([
    ".next/**",
    "out/**",
    "lib/generated/**",
    "next-env.d.ts",
    ".data/**",
    "test-results/**",
    "playwright-report/**",
    "bench-results/**",
  ]),
]);
