import { describe, expect, it } from "vitest";
import { Prisma, type College as CollegeRow } from "@/lib/generated/prisma/client";
import { collegeInputSchema } from "./schema";
import { splitAddress, toWireCollege, wireCollegeSchema, wireFieldErrors } from "./wire";

const body = {
  nirf: "42",
  collegeName: "Symbiosis Institute of Business Management, Pune",
  address: "Pune, Maharashtra",
  accreditation: "NAAC A++",
  fees: "₹23–25 lakh (2 years)",
  exams: "SNAP, GMAT",
  avgPackage: "₹28 LPA",
  description: "A management school on Symbiosis International University's Lavale hill campus, admitting through SNAP.",
  imageUrl: "",
  rating: "4.4",
  category: "Management",
};

describe("the old API's college body", () => {
  it("maps to the lib input, which then validates and fills in the derived fields", () => {
    const input = wireCollegeSchema.parse(body);
    expect(input).toEqual({
      name: body.collegeName,
      category: "management",
      nirfRank: 42,
      city: "Pune",
      state: "Maharashtra",
      rating: 4.4,
      fees: body.fees,
      avgPackage: body.avgPackage,
      accreditation: body.accreditation,
      exams: ["SNAP", "GMAT"],
      description: body.description,
    });
    const data = collegeInputSchema.parse(input);
    expect(data.totalFeesLakh).toBe(24);
    expect(data.shortName).toBe("Symbiosis Institute of Business");
    expect(data.imageUrl).toBeNull();
    expect(data.established).toBeNull();
  });

  it("accepts the admin's category names and the public tab names, in any case", () => {
    for (const [category, expected] of [
      ["Engineering", "btech"],
      ["MEDICAL", "medical"],
      ["B.Tech", "btech"],
      ["management", "management"],
    ] as const) {
      expect(wireCollegeSchema.parse({ ...body, category }).category).toBe(expected);
    }
    expect(wireCollegeSchema.safeParse({ ...body, category: "Law" }).success).toBe(false);
  });

  it("needs an address of the form City, State with a real state", () => {
    expect(splitAddress("New Delhi, Delhi")).toEqual({ city: "New Delhi", state: "Delhi" });
    expect(splitAddress("Sawangi (Meghe), Wardha, maharashtra")).toEqual({
      city: "Sawangi (Meghe), Wardha",
      state: "Maharashtra",
    });
    expect(splitAddress("Pune")).toBeUndefined();
    expect(splitAddress("Pune, Bombay Presidency")).toBeUndefined();
    const result = wireCollegeSchema.safeParse({ ...body, address: "Pune" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["address"]);
  });

  it("reports every missing field by its wire name", () => {
    const result = wireCollegeSchema.safeParse({});
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path[0]);
    for (const field of [
      "nirf",
      "collegeName",
      "address",
      "accreditation",
      "fees",
      "exams",
      "avgPackage",
      "description",
      "rating",
      "category",
    ]) {
      expect(paths).toContain(field);
    }
  });

  it("lets the lib schema reject what the wire cannot judge, named back in wire terms", () => {
    const input = wireCollegeSchema.parse({ ...body, nirf: "forty", exams: "NEET UG", rating: "7" });
    const result = collegeInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    const errors = wireFieldErrors(result.error!.issues);
    expect(Object.keys(errors).sort()).toEqual(["exams", "nirf", "rating"]);
    expect(errors.exams).toMatch(/not an admission exam for management/);
  });

  it("writes a row back in the old shape, with rating as text and exams joined", () => {
    const row: CollegeRow = {
      id: "c1",
      slug: "iim-ahmedabad",
      name: "Indian Institute of Management Ahmedabad",
      shortName: "IIM Ahmedabad",
      category: "MANAGEMENT",
      nirfRank: 1,
      city: "Ahmedabad",
      state: "Gujarat",
      rating: new Prisma.Decimal("4.9"),
      fees: "₹24–26 lakh (2 years)",
      totalFeesLakh: new Prisma.Decimal("25"),
      avgPackage: "₹34 LPA",
      accreditation: "EQUIS",
      exams: ["CAT", "GMAT"],
      branches: [],
      affiliation: null,
      description: "…",
      imageUrl: null,
      established: 1961,
      createdAt: new Date(0),
      updatedAt: new Date(0),
    };
    expect(toWireCollege(row)).toEqual({
      _id: "c1",
      nirf: 1,
      collegeName: "Indian Institute of Management Ahmedabad",
      address: "Ahmedabad, Gujarat",
      accreditation: "EQUIS",
      fees: "₹24–26 lakh (2 years)",
      exams: "CAT, GMAT",
      avgPackage: "₹34 LPA",
      description: "…",
      imageUrl: "",
      rating: "4.9",
      category: "Management",
      shortName: "IIM Ahmedabad",
      city: "Ahmedabad",
      state: "Gujarat",
      branches: "",
      affiliation: "",
    });
  });
});

describe("collegeInputSchema", () => {
  const input = wireCollegeSchema.parse(body);

  it("rejects an unknown state, a repeated exam, a rank of 0 and an http image", () => {
    expect(collegeInputSchema.safeParse({ ...input, state: "Bombay" }).success).toBe(false);
    expect(collegeInputSchema.safeParse({ ...input, exams: ["CAT", "CAT"] }).success).toBe(false);
    expect(collegeInputSchema.safeParse({ ...input, nirfRank: 0 }).success).toBe(false);
    expect(collegeInputSchema.safeParse({ ...input, imageUrl: "http://example.com/a.png" }).success).toBe(false);
    expect(collegeInputSchema.safeParse({ ...input, imageUrl: "/images/college.svg" }).success).toBe(true);
  });

  it("leaves the fee total empty when the fee text has no amount", () => {
    expect(collegeInputSchema.parse({ ...input, fees: "On request" }).totalFeesLakh).toBeNull();
  });
});
