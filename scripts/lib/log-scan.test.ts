import { describe, expect, it } from "vitest";
import { createLogger } from "@/lib/observability/log";
import { personalDataIn } from "./log-scan.mjs";

describe("the end-to-end run's log scan", () => {
  it("finds personal data in the server's JSON lines, and names only the line and the kind", () => {
    const output = [
      "Running 5 tests using 2 workers",
      '[WebServer] {"level":"info","pid":194273,"ms":123456,"route":"login","msg":"request"}',
      '[WebServer] {"level":"error","msg":"failed for asha.rawat@example.com"}',
      '[WebServer] {"level":"info","msg":"Your login code: 482913","err":{"stack":"at +91 98765 43210"}}',
      "  ✓ a test that typed asha.rawat@example.com",
    ].join("\n");
    expect(personalDataIn(output)).toEqual(["line 3: an e-mail address", "line 4: a mobile number", "line 4: a six-digit code"]);
  });

  it("finds nothing in what the site's logger writes of the same data", () => {
    const lines: string[] = [];
    const logger = createLogger({ write: (line: string) => void lines.push(`[WebServer] ${line.trim()}`) }, "info");
    logger.error({ err: new Error("no row for asha.rawat@example.com"), mobile: "+91 98765 43210" }, "Your login code: 482913");
    logger.info({ authorization: "Bearer abcdefghijklmnop", link: "https://x.example/reset-password/abcdefghijkl" }, "request");
    expect(lines).toHaveLength(2);
    expect(personalDataIn(lines.join("\n"))).toEqual([]);
  });
});
