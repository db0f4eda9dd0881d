import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path";

describe("safeReturnPath", () => {
  it.each([
    "//evil.example",
    "//evil.example/admin/x",
    "/admin/..//evil.example",
    "/admin/../..//evil.example",
    "/\\evil.example",
    "/admin/\\evil.example",
    "https:evil.example",
    "https://evil.example/admin/x",
    "/admin/%2e%2e/%2f%2fevil.example",
    "/admin/%2F%2Fevil.example",
    "/admin/%5cevil.example",
    "/admin/../collegelist",
    "/admin",
    "/contact",
    "admin/contacts",
    "/admin/\tx",
    "",
  ])("refuses %j", (path) => {
    expect(safeReturnPath(path)).toBeNull();
  });

  it("refuses nothing at all", () => {
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });

  it.each([
    ["/admin/contacts", "/admin/contacts"],
    ["/admin/contacts?status=NEW&q=asha", "/admin/contacts?status=NEW&q=asha"],
    ["/admin/contacts/abc123", "/admin/contacts/abc123"],
    ["/admin/colleges/./new", "/admin/colleges/new"],
  ])("keeps the panel path %j", (path, kept) => {
    expect(safeReturnPath(path)).toBe(kept);
  });
});
