/**
 * A college as staff add or edit it (the admin panel and `/api/college/*`). The rules it shares
 * with the listed colleges (categories, states, exams, ratings, fee texts) live with them in
 * `content/colleges/schema.ts`.
 */
import { z } from "zod";
import { isImageAddress } from "@/lib/validation/site-path";
import {
  checkExams,
  collegeCategorySchema,
  examsCheckable,
  feeRangeInLakh,
  indianStateSchema,
  ratingSchema,
} from "@/content/colleges/schema";

const text = z.string().trim().min(1);

/** The first `max` characters of `value`, cut back to a whole word. */
function shortenToWords(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(" ");
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : value.slice(0, max)).trim();
}

/** Midpoint of the amount in a fee text, in lakh rupees; null when no amount can be read. */
function totalFeesLakhFrom(fees: string): number | null {
  const range = feeRangeInLakh(fees);
  if (!range) return null;
  return Math.round(((range[0] + range[1]) / 2) * 100) / 100;
}

const imageUrlSchema = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === "" || isImageAddress(value), "imageUrl must be an https:// URL or a site path starting with /");

/**
 * Looser than `collegeRecordSchema` where staff cannot know the content rules (no slug, free
 * description length, derived short name and fee total), and as strict where the public page
 * depends on it (a real state, exams of the category, one rank).
 */
export const collegeInputSchema = z
  .strictObject({
    name: text.min(3).max(160),
    shortName: text.max(40).optional(),
    category: collegeCategorySchema,
    nirfRank: z.number().int().min(1).max(1000),
    city: text.max(60),
    state: indianStateSchema,
    rating: ratingSchema,
    fees: text.max(80),
    totalFeesLakh: z.number().nonnegative().max(999_999).optional(),
    avgPackage: text.max(60),
    accreditation: text.max(120),
    exams: z.array(text.max(40)).min(1).max(10),
    description: z.string().trim().min(20).max(2000),
    imageUrl: imageUrlSchema.optional(),
    established: z.number().int().min(1800).max(new Date().getFullYear()).optional(),
    branches: z.array(text.max(80)).max(20).optional(),
    affiliation: z.string().trim().max(120).optional(),
  })
  // Also when other fields are wrong, so staff see every problem in one go.
  .superRefine(checkExams, { when: ({ value }) => examsCheckable(value) })
  .transform((college) => ({
    name: college.name,
    shortName: college.shortName ?? shortenToWords(college.name, 40),
    category: college.category,
    nirfRank: college.nirfRank,
    city: college.city,
    state: college.state,
    rating: college.rating,
    fees: college.fees,
    totalFeesLakh: college.totalFeesLakh ?? totalFeesLakhFrom(college.fees),
    avgPackage: college.avgPackage,
    accreditation: college.accreditation,
    exams: college.exams,
    description: college.description,
    imageUrl: college.imageUrl ? college.imageUrl : null,
    established: college.established ?? null,
    // Undefined (not sent) leaves a stored value as it is; "" clears the affiliation.
    branches: college.branches,
    affiliation: college.affiliation === undefined ? undefined : college.affiliation || null,
  }));

export type CollegeInput = z.input<typeof collegeInputSchema>;
export type CollegeData = z.output<typeof collegeInputSchema>;
