import { describe, expect, it } from "vitest";
import { fieldErrors } from "@/lib/validation/field-errors";
import { COURSES } from "@/lib/leads/constants";
import { leadSchema } from "@/lib/leads/schema";

const valid = {
  name: "Asha Rawat",
  email: "asha@example.com",
  mobile: "98765 43210",
  percentage: "86.4",
  course: "B.TECH",
};

describe("the lead schema", () => {
  it("has the specification's seven courses", () => {
    expect(COURSES).toEqual(["BCA", "MCA", "B.TECH", "M.TECH", "BBA", "MBA", "MBBS"]);
  });

  it("defaults the exam answer, the marketing consent and being under 18 to no and normalises what HTML forms send", () => {
    expect(leadSchema.parse(valid)).toEqual({
      name: "Asha Rawat",
      email: "asha@example.com",
      mobile: "+919876543210",
      percentage: 86.4,
      course: "B.TECH",
      appearedInExam: "no",
      marketingConsent: false,
      under18: false,
    });
  });

  it("asks a minor for the guardian's name and e-mail, normalised; an adult's guardian fields are not required", () => {
    const minor = leadSchema.safeParse({ ...valid, under18: "yes" });
    expect(minor.success ? [] : minor.error.issues.map((issue) => issue.path.join("."))).toEqual([
      "guardianName",
      "guardianEmail",
    ]);
    expect(
      leadSchema.parse({
        ...valid,
        under18: "yes",
        guardianName: " Sunita ",
        guardianEmail: "SUNITA@Example.com",
        guardianMobile: "098765 00000",
      }),
    ).toMatchObject({
      under18: true,
      guardianName: "Sunita",
      guardianEmail: "sunita@example.com",
      guardianMobile: "+919876500000",
    });
    expect(leadSchema.safeParse({ ...valid, under18: "no", guardianEmail: "" }).success).toBe(true);
  });

  it("drops the exam fields when the answer is no, even invalid ones", () => {
    const lead = leadSchema.parse({ ...valid, appearedInExam: "no", examName: "JEE", examPercentage: "abc" });
    expect(lead).not.toHaveProperty("examName");
    expect(lead).not.toHaveProperty("examPercentage");
  });

  it("requires the exam name and score when the answer is yes", () => {
    const result = leadSchema.safeParse({ ...valid, appearedInExam: "yes", examName: "" });
    expect(fieldErrors(result.error!)).toEqual({ examName: "Enter the exam name", examPercentage: "Enter your exam score" });
    expect(leadSchema.parse({ ...valid, appearedInExam: "yes", examName: "JEE Main", examPercentage: "97.5" })).toMatchObject({
      appearedInExam: "yes",
      examName: "JEE Main",
      examPercentage: 97.5,
    });
  });

  it("reads the exam score on the exam's scale: NEET whole marks to 720, JEE Main's percentile to 7 decimals, others to 100", () => {
    const score = (examName: string, examPercentage: unknown) => {
      const result = leadSchema.safeParse({ ...valid, appearedInExam: "yes", examName, examPercentage });
      return result.success ? result.data.examPercentage : fieldErrors(result.error).examPercentage;
    };
    expect(score("NEET", "612")).toBe(612);
    expect(score("NEET-UG 2026", 720)).toBe(720);
    expect(score("neet", 721)).toBe("A NEET score must be from 0 to 720");
    expect(score("NEET", 612.5)).toBe("A NEET score is whole marks, like 612");
    expect(score("JEE Main", "99.1234567")).toBe(99.1234567);
    expect(score("JEE Mains", 100.5)).toBe("A JEE Main percentile must be from 0 to 100");
    expect(score("CUET", 612)).toBe("The exam score must be from 0 to 100");
    expect(score("CUET", "88.456")).toBe(88.46);
    expect(score("CUET", "abc")).toBe("The exam score must be a number");
  });

  it("names every bad field at once, exam fields included", () => {
    const result = leadSchema.safeParse({
      name: "",
      email: "x",
      mobile: "1",
      percentage: 101,
      course: "PHD",
      appearedInExam: "yes",
    });
    expect(Object.keys(fieldErrors(result.error!)).sort()).toEqual(
      ["course", "email", "examName", "examPercentage", "mobile", "name", "percentage"].sort(),
    );
  });

  it("accepts its own output unchanged (the browser sends parsed values, the server parses again)", () => {
    const once = leadSchema.parse({ ...valid, appearedInExam: "yes", examName: "NEET", examPercentage: 88 });
    expect(leadSchema.parse(once)).toEqual(once);
  });

  it("ignores unknown fields", () => {
    expect(leadSchema.parse({ ...valid, utm_source: "newspaper", isAdmin: true })).not.toHaveProperty("utm_source");
  });

  it("reads course names whatever their case, booleans for the exam answer", () => {
    expect(leadSchema.parse({ ...valid, course: " b.tech " }).course).toBe("B.TECH");
    expect(leadSchema.parse({ ...valid, appearedInExam: false }).appearedInExam).toBe("no");
  });
});
