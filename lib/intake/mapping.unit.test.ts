import { describe, expect, it } from "vitest";
import { readEmail, readMobile, readName } from "./contact";
import { googleLead, googlePayload } from "./google/payload";
import { metaLead } from "./meta/lead";

describe("reading a platform's answers", () => {
  it("keeps an Indian mobile as +91 and ten digits, another country's in E.164, and drops the rest", () => {
    expect(readMobile("098765 43210")).toBe("+919876543210");
    expect(readMobile("+44 7700 900123")).toBe("+447700900123");
    expect(readMobile("12345")).toBeNull();
    expect(readMobile(undefined)).toBeNull();
  });

  it("lower-cases an e-mail and drops one that is not an address", () => {
    expect(readEmail(" Asha@Example.COM ")).toBe("asha@example.com");
    expect(readEmail("asha at example")).toBeNull();
  });

  it("puts a name on one line within the limit, and names a missing one", () => {
    expect(readName("Asha\r\nRawat")).toBe("Asha Rawat");
    expect(readName("x".repeat(150))).toHaveLength(100);
    expect(readName("  ")).toBe("Name not given");
  });
});

describe("a Graph API lead", () => {
  it("joins first and last names, reads a course question and falls back to the form's default course", () => {
    const lead = {
      id: "1",
      created_time: "2026-11-28T08:49:14+0000",
      form_id: "9",
      field_data: [
        { name: "first_name", values: ["Asha"] },
        { name: "last_name", values: ["Rawat"] },
        { name: "email", values: ["asha@example.com"] },
        { name: "phone_number", values: ["+919876543210"] },
        { name: "your_12th_percentage", values: ["86.4"] },
      ],
    };
    expect(metaLead(lead, "MBA")).toMatchObject({
      externalId: "meta:1",
      name: "Asha Rawat",
      course: "MBA",
      percentage: 86.4,
      ad: { formId: "9" },
    });
    const withCourse = { ...lead, field_data: [...lead.field_data, { name: "preferred_course", values: ["bca"] }] };
    expect(metaLead(withCourse, "MBA").course).toBe("BCA");
  });
});

describe("a Google lead-form payload", () => {
  it("reads ids written as numbers or as strings, and the standard columns", () => {
    const payload = googlePayload.parse({
      lead_id: "L1",
      google_key: "k",
      form_id: "40000000001",
      campaign_id: 12,
      user_column_data: [
        { column_id: "FIRST_NAME", string_value: "Ravi" },
        { column_id: "LAST_NAME", string_value: "Kumar" },
        { column_id: "WORK_EMAIL", string_value: "ravi@example.com" },
      ],
    });
    expect(googleLead(payload, null)).toMatchObject({
      name: "Ravi Kumar",
      email: "ravi@example.com",
      mobile: null,
      course: "",
      ad: { formId: "40000000001", campaignId: "12" },
    });
  });
});
