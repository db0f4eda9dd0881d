import { describe, expect, it } from "vitest";
import { createLogger, maskText } from "./log";

function capture() {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger({ write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) }, "info");
  return { logger, lines, text: () => JSON.stringify(lines) };
}

describe("log lines", () => {
  it("mask e-mail addresses, mobiles and codes wherever they appear", () => {
    expect(maskText("asha.rawat@example.com asked")).toBe("a***@example.com asked");
    expect(maskText("call +91 98765 43210 or 9876543210")).toBe("call ********10 or ********10");
    expect(maskText("mobile=+919876543210")).toBe("mobile=********10");
    expect(maskText("Your login code: 482913")).toBe("Your login code: ******");
    // A request id's groups and a year stay as they are.
    expect(maskText("req 3f2a-123456789012-x in 2026")).toBe("req 3f2a-123456789012-x in 2026");
  });

  it("drop secret fields and mask the rest, in fields, messages and error stacks", () => {
    const { logger, lines, text } = capture();
    logger.info(
      { email: "asha.rawat@example.com", password: "lantern-river-1", token: "abc", body: { otp: "123456" } },
      "for 9876543210",
    );
    logger.error({ err: new Error("duplicate key for asha.rawat@example.com") }, "failed");

    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: "info", email: "a***@example.com", msg: "for ********10" });
    expect(lines[0]).not.toHaveProperty("password");
    expect(lines[0]).not.toHaveProperty("token");
    expect(lines[0]!.body).toEqual({});
    expect(lines[1]).toMatchObject({ level: "error", err: { type: "Error", message: "duplicate key for a***@example.com" } });
    expect((lines[1]!.err as { stack: string }).stack).toContain("log.unit.test.ts");
    logger.error({ err: "thrown text for 9876543210" }, "failed");
    expect(lines[2]).toMatchObject({ err: { message: "thrown text for ********10" } });
    expect(text()).not.toMatch(/asha\.rawat|lantern-river|9876543210|123456/);
  });
});
