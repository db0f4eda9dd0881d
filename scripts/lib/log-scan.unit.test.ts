import { describe, expect, it } from "vitest";
import { createLogger } from "@/lib/observability/log";
import { scanServerLog } from "./log-scan.mjs";

describe("the end-to-end run's log scan", () => {
  it("finds personal data in the server's lines, and names only the line and the kind", () => {
    const output = [
      "Running 5 tests using 2 workers",
      '[WebServer] {"level":"info","pid":194273,"ms":123456,"route":"login","msg":"request"}',
      '[WebServer] {"level":"error","msg":"failed for asha.rawat@example.com"}',
      '[WebServer] {"level":"info","msg":"Your login code: 482913","err":{"stack":"at +91 98765 43210"}}',
      "  ✓ a test that typed asha.rawat@example.com",
    ].join("\n");
    expect(scanServerLog(output)).toEqual({
      linesRead: 3,
      personalData: ["line 3: an e-mail address", "line 4: a mobile number", "line 4: a six-digit code"],
      cspViolations: [],
    });
  });

  it("reads coloured lines and lines that are not JSON", () => {
    const output = [
      '\u001b[2m[WebServer] \u001b[22m{"level":"error","msg":"failed for asha.rawat@example.com"}',
      "[WebServer] Error: no row for 9876543210",
      "[WebServer]     at handler (/app/.next/server/chunk.js:12:34)",
      '\u001b[33m[WebServer] {"level":"warn","page":"/about","msg":"csp violation"}\u001b[39m',
    ].join("\n");
    expect(scanServerLog(output)).toEqual({
      linesRead: 4,
      personalData: ["line 1: an e-mail address", "line 2: a mobile number"],
      cspViolations: ['{"level":"warn","page":"/about","msg":"csp violation"}'],
    });
  });

  it("reads nothing from an output without the server's lines, which the run treats as a failure", () => {
    expect(scanServerLog("Running 5 tests using 2 workers\n  5 passed (3.1s)\n").linesRead).toBe(0);
  });

  it("finds nothing in what the site's logger writes of the same data", () => {
    const lines: string[] = [];
    const logger = createLogger({ write: (line: string) => void lines.push(`[WebServer] ${line.trim()}`) }, "info");
    logger.error({ err: new Error("no row for asha.rawat@example.com"), mobile: "+91 98765 43210" }, "Your login code: 482913");
    logger.info({ authorization: "Bearer abcdefghijklmnop", link: "https://x.example/reset-password/abcdefghijkl" }, "request");
    expect(scanServerLog(lines.join("\n"))).toEqual({ linesRead: 2, personalData: [], cspViolations: [] });
  });
});
