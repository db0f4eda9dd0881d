import { describe, expect, it } from "vitest";
import { z } from "zod";
import { emailField, indianMobileField, normaliseIndianMobile, percentageField, requiredLine } from "@/lib/validation/fields";

describe("Indian mobile numbers", () => {
  it.each([
    ["9876543210", "+919876543210"],
    ["+91 98765 43210", "+919876543210"],
    ["+91-98765-43210", "+919876543210"],
    ["919876543210", "+919876543210"],
    ["09876543210", "+919876543210"],
    ["(0) 98765 43210", "+919876543210"],
    ["0091 9876543210", "+919876543210"],
    ["+919876543210", "+919876543210"],
  ])("reads %j as %s", (input, stored) => {
    expect(normaliseIndianMobile(input)).toBe(stored);
    expect(indianMobileField.parse(input)).toBe(stored);
  });

  it.each(["12345", "5876543210", "98765432101", "+1 415 555 0100", "98765abcde", ""])("refuses %j", (input) => {
    expect(indianMobileField.safeParse(input).success).toBe(false);
  });

  it("accepts a number from a JSON client", () => {
    expect(indianMobileField.parse(9876543210)).toBe("+919876543210");
  });
});

describe("percentages", () => {
  const percentage = percentageField("Enter your 12th percentage");

  it.each([
    [86.4, 86.4],
    ["86.4", 86.4],
    [" 92 ", 92],
    ["0", 0],
    [100, 100],
    ["75.456", 75.46],
  ])("reads %j as %d", (input, value) => {
    expect(percentage.parse(input)).toBe(value);
  });

  it.each([101, "101", -1, "abc", "86,4", "1e2", Infinity, true])("refuses %j with the range message", (input) => {
    const result = percentage.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Percentage must be a number from 0 to 100");
  });

  it.each([undefined, "", "   ", null])("calls %j missing", (input) => {
    expect(percentage.safeParse(input).error?.issues[0]?.message).toBe("Enter your 12th percentage");
  });
});

describe("text and e-mail", () => {
  const name = requiredLine("your name", 100, "name");

  it("trims, and names the limit when a name is too long", () => {
    expect(name.parse("  Asha Rawat ")).toBe("Asha Rawat");
    expect(name.safeParse("x".repeat(10_000)).error?.issues[0]?.message).toBe("Name must be at most 100 characters");
  });

  it("refuses a line break in a one-line field (e-mail header injection)", () => {
    expect(name.safeParse("Asha\r\nBcc: victim@example.com").success).toBe(false);
  });

  it("says 'Enter …' when missing and names the type when it is not text", () => {
    expect(name.safeParse(undefined).error?.issues[0]?.message).toBe("Enter your name");
    expect(name.safeParse(42).error?.issues[0]?.message).toBe("Name must be text");
  });

  it("lower-cases e-mail so repeats match whatever the case", () => {
    expect(emailField.parse(" Asha.Rawat@Example.COM ")).toBe("asha.rawat@example.com");
    expect(emailField.safeParse("not-an-email").success).toBe(false);
    expect(z.object({ email: emailField }).safeParse({}).error?.issues[0]?.message).toBe("Enter your e-mail address");
  });
});
