import { describe, expect, it } from "vitest";
import { forStaff, initials } from "./staff-view";

describe("a minor's enquiry as staff see it", () => {
  it("cuts a name to initials, whatever the script", () => {
    expect(initials("  asha rani  verma ")).toBe("A. R. V.");
    expect(initials("आशा वर्मा")).toBe("आ. व.");
  });

  it("hides the name and contact only while the guardian's consent is awaited", () => {
    const row = { name: "Asha Verma", email: "asha@example.com", mobile: "+919876543210", course: "BCA" };
    const fields = { names: ["name"], contact: ["email", "mobile"] } as const;
    expect(forStaff({ ...row, awaitingGuardian: true }, fields)).toEqual({
      name: "A. V.",
      email: "",
      mobile: "",
      course: "BCA",
      awaitingGuardian: true,
    });
    expect(forStaff({ ...row, awaitingGuardian: false }, fields)).toEqual({ ...row, awaitingGuardian: false });
  });
});
