/**
 * Zod schemas and types for the college directory (B.Tech, medical, management).
 *
 * Plain data only: no React, no database. `content/colleges/*` parses its lists
 * with these schemas at module load, so a bad record fails the build; the staff
 * input schema (lib/colleges/schema.ts) shares their rules for states, exams and
 * ratings.
 */
import { z } from "zod";
import { slugSchema } from "../schema";
import { collegeCategories, isCollegeCategory, type CollegeCategory } from "./categories";

/* ------------------------------------------------------------------ */
/* Categories                                                          */
/* ------------------------------------------------------------------ */

export const collegeCategorySchema = z.enum(collegeCategories);

/* ------------------------------------------------------------------ */
/* Admission exams                                                     */
/* ------------------------------------------------------------------ */

/**
 * The admission exams that are valid for each category.
 * - btech: national, state and university entrance tests for B.Tech/B.E.
 * - medical: MBBS admission everywhere in India (including AIIMS and JIPMER
 *   since 2020) is through NEET UG only.
 * - management: MBA/PGDM and integrated (IPM) entrance tests.
 */
export const examsByCategory: Record<CollegeCategory, readonly string[]> = {
  btech: [
    "JEE Main",
    "JEE Advanced",
    "BITSAT",
    "VITEEE",
    "SRMJEEE",
    "WBJEE",
    "TNEA (merit)",
    "AEEE",
    "SAAT",
    "KIITEE",
    "CUCET",
    "UGEE",
    "MHT CET",
    "KCET",
    "COMEDK UGET",
    "AP EAPCET",
    "TS EAPCET",
    "KEAM",
    "MET",
    "LPUNEST",
    "IPU CET",
    "OJEE",
  ],
  medical: ["NEET UG"],
  management: ["CAT", "XAT", "GMAT", "GRE", "CMAT", "MAT", "SNAP", "NMAT", "IPMAT", "JIPMAT"],
};

/** True when `exam` is an admission exam for `category`. */
export function isExamValidFor(category: CollegeCategory, exam: string): boolean {
  return examsByCategory[category].includes(exam);
}

/** The exams rule of every college, listed or entered by staff: admission exams of its category, none twice. */
export function checkExams(college: { category: CollegeCategory; exams: readonly string[] }, ctx: z.RefinementCtx): void {
  college.exams.forEach((exam, i) => {
    if (!isExamValidFor(college.category, exam)) {
      ctx.addIssue({
        code: "custom",
        path: ["exams", i],
        message: `"${exam}" is not an admission exam for ${college.category}; use one of: ${examsByCategory[college.category].join(", ")}`,
      });
    }
  });
  if (new Set(college.exams).size !== college.exams.length) {
    ctx.addIssue({ code: "custom", path: ["exams"], message: "exams must not repeat" });
  }
}

/** Whether `checkExams` can judge an input that failed elsewhere: a known category and a list of texts. */
export function examsCheckable(value: unknown): boolean {
  const v = value as { category?: unknown; exams?: unknown };
  return isCollegeCategory(v.category) && Array.isArray(v.exams) && v.exams.every((e) => typeof e === "string");
}

/* ------------------------------------------------------------------ */
/* Places                                                              */
/* ------------------------------------------------------------------ */

/** Indian states and union territories, spelled as used on the site. */
export const indianStatesAndUts = [
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chhattisgarh",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
  "Andaman and Nicobar Islands",
  "Chandigarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Jammu and Kashmir",
  "Ladakh",
  "Lakshadweep",
  "Puducherry",
] as const;
export const indianStateSchema = z.enum(indianStatesAndUts);

/* ------------------------------------------------------------------ */
/* Fees                                                                */
/* ------------------------------------------------------------------ */

const LAKH = 100_000;
const unitInLakh = { lakh: 1, crore: 100 } as const;

function toNumber(raw: string): number {
  return Number(raw.replace(/,/g, ""));
}

/** Rounds away floating-point noise (1.1 * 100 = 110.00000000000001). */
function tidy(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

/**
 * Reads the total amount out of a fee display text, in lakh rupees.
 *
 * Accepted shapes (the text after the amount is free):
 * - "₹8.5–10 lakh (4 years)"      -> [8.5, 10]
 * - "₹22 lakh (4 years)"          -> [22, 22]
 * - "₹1.1–1.2 crore (4.5 years)"  -> [110, 120]
 * - "₹40,000–₹60,000 (4.5 years)" -> [0.4, 0.6]
 * - "₹6,000 (4.5 years)"          -> [0.06, 0.06]
 * Returns null when no amount can be read.
 */
export function feeRangeInLakh(fees: string): [number, number] | null {
  const dash = "\\s*(?:–|-|to)\\s*";
  const unitRange = new RegExp(`₹\\s?(\\d+(?:\\.\\d+)?)${dash}(\\d+(?:\\.\\d+)?)\\s*(lakh|crore)\\b`, "i");
  const unitSingle = /₹\s?(\d+(?:\.\d+)?)\s*(lakh|crore)\b/i;
  const rupeeRange = new RegExp(`₹\\s?(\\d{1,3}(?:,\\d{2,3})*|\\d+)${dash}₹\\s?(\\d{1,3}(?:,\\d{2,3})*|\\d+)`);
  const rupeeSingle = /₹\s?(\d{1,3}(?:,\d{2,3})*|\d+)/;

  let m = unitRange.exec(fees);
  if (m?.[1] && m[2] && m[3]) {
    const k = unitInLakh[m[3].toLowerCase() as keyof typeof unitInLakh];
    return [tidy(toNumber(m[1]) * k), tidy(toNumber(m[2]) * k)];
  }
  m = unitSingle.exec(fees);
  if (m?.[1] && m[2]) {
    const k = unitInLakh[m[2].toLowerCase() as keyof typeof unitInLakh];
    const v = tidy(toNumber(m[1]) * k);
    return [v, v];
  }
  m = rupeeRange.exec(fees);
  if (m?.[1] && m[2]) return [tidy(toNumber(m[1]) / LAKH), tidy(toNumber(m[2]) / LAKH)];
  m = rupeeSingle.exec(fees);
  if (m?.[1]) {
    const v = tidy(toNumber(m[1]) / LAKH);
    return [v, v];
  }
  return null;
}

/** True when `totalFeesLakh` lies inside the amount shown in `fees` (5% slack for rounding). */
export function feesAgree(fees: string, totalFeesLakh: number): boolean {
  const range = feeRangeInLakh(fees);
  if (!range) return false;
  const [lo, hi] = range[0] <= range[1] ? range : [range[1], range[0]];
  return totalFeesLakh >= lo * 0.95 && totalFeesLakh <= hi * 1.05;
}

/* ------------------------------------------------------------------ */
/* College record                                                      */
/* ------------------------------------------------------------------ */

const text = z.string().trim().min(1);

function hasAtMostDecimals(value: number, places: number): boolean {
  const scaled = value * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** Student-satisfaction style rating from 0 to 5, one decimal place. */
export const ratingSchema = z
  .number()
  .min(0)
  .max(5)
  .refine((r) => hasAtMostDecimals(r, 1), "rating must have at most one decimal place");

export const collegeRecordSchema = z
  .strictObject({
    slug: slugSchema,
    /** Full official name. */
    name: text.max(160),
    /** What students call it ("IIT Madras"); used for the monogram badge. */
    shortName: text.max(40),
    category: collegeCategorySchema,
    /** Rank in the NIRF `nirfYear` list for this category. */
    nirfRank: z.number().int().positive(),
    city: text.max(60),
    state: indianStateSchema,
    rating: ratingSchema,
    /** Display text for the total programme tuition, e.g. "₹8.5–10 lakh (4 years)". */
    fees: text.max(80),
    /** Approximate total programme tuition in lakh rupees; used for fee bands and sorting. */
    totalFeesLakh: z
      .number()
      .nonnegative()
      .max(999_999)
      .refine((v) => hasAtMostDecimals(v, 2), "totalFeesLakh must have at most two decimal places"),
    /** Display text, e.g. "₹21.5 LPA". */
    avgPackage: text.max(60),
    /** e.g. "NAAC A++, NBA" or "Institute of National Importance". */
    accreditation: text.max(120),
    exams: z.array(text).min(1),
    /** The B.Tech branches it teaches, by their full names ("Computer Science and Engineering"); none for the other tabs. */
    branches: z.array(text.max(80)).max(20).optional(),
    /** The university that awards its degrees, when that is not the college itself. */
    affiliation: text.max(120).optional(),
    /** Plain text, 120–600 characters. */
    description: z.string().trim().min(120).max(600),
    established: z.number().int().min(1800).max(new Date().getFullYear()),
  })
  .superRefine((college, ctx) => {
    checkExams(college, ctx);
    if (!feesAgree(college.fees, college.totalFeesLakh)) {
      ctx.addIssue({
        code: "custom",
        path: ["totalFeesLakh"],
        message: `totalFeesLakh ${college.totalFeesLakh} does not agree with fees "${college.fees}"`,
      });
    }
  });

export type CollegeRecordInput = z.input<typeof collegeRecordSchema>;
export type CollegeRecord = z.output<typeof collegeRecordSchema>;
