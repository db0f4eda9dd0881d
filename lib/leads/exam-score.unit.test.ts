import { describe, expect, it } from "vitest";
import { examScale, formatExamScore } from "@/lib/leads/exam-score";

describe("the exam score's scale", () => {
  it("knows NEET (UG) by name, not NEET PG", () => {
    expect(examScale("NEET").max).toBe(720);
    expect(examScale("neet ug").max).toBe(720);
    expect(examScale("NEET PG").max).toBe(100);
  });

  it("takes JEE Main and a bare JEE as the percentile, not JEE Advanced", () => {
    expect(formatExamScore(99.12345678, "JEE")).toBe("99.1234568 percentile");
    expect(formatExamScore(99.5, "JEE-Main")).toBe("99.5 percentile");
    expect(formatExamScore(88, "JEE Advanced")).toBe("88 out of 100");
  });

  it("writes the score with its scale, as e-mails and the panel show it", () => {
    expect(formatExamScore(612, "NEET")).toBe("612 out of 720");
    expect(formatExamScore(91.256, "CAT")).toBe("91.26 out of 100");
    expect(formatExamScore(70, undefined)).toBe("70 out of 100");
  });
});
