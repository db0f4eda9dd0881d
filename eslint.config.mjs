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
        { patterns: [{ regex: "^(@/|(\\.\\./)+)(lib|components|app)(/|$)", message: "content/ must not import lib/, components/ or app/." }] },
      ],
    },
  },
  globalIgnores([".next/**", "out/**", "lib/generated/**", "next-env.d.ts", ".data/**", "test-results/**", "playwright-report/**", "bench-results/**"]),
]);
