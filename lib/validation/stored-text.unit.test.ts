import { describe, expect, it } from "vitest";
import { containsNul, isRowId } from "./stored-text";

describe("what the database cannot take", () => {
  it("finds a NUL in any string of a body, argument list or form, keys included", () => {
    expect(containsNul({ name: "Asha", nested: [{ note: "fine" }] })).toBe(false);
    expect(containsNul({ name: "As\u0000ha" })).toBe(true);
    expect(containsNul(["x", 1, { deep: { deeper: ["a\u0000"] } }])).toBe(true);
    expect(containsNul({ "key\u0000": 1 })).toBe(true);
    const form = new FormData();
    form.append("title", "ok");
    expect(containsNul(form)).toBe(false);
    form.append("body", "no\u0000");
    expect(containsNul(form)).toBe(true);
  });

  it("takes cuid-shaped ids only", () => {
    expect(isRowId("cmabc123def456ghi789jkl0")).toBe(true);
    for (const id of ["", "x", "' OR 1=1", "cm\u0000nul00000000", "../../etc/passwd", "A".repeat(20), "a".repeat(41), 42, null]) {
      expect(isRowId(id), String(id)).toBe(false);
    }
  });
});
