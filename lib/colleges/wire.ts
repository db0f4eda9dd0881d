/**
 * The old API's college shape (`/api/college/*`): nirf, collegeName, address, exams as text,
 * rating as text, category as Engineering / Medical / Management. The database and the rest of
 * lib use clean names; this module is the only place the two meet.
 */
import { z } from "zod";
import { adminCategoryLabel, collegeCategories, type CollegeCategory } from "@/content/colleges/categories";
import { indianStatesAndUts } from "@/content/colleges/schema";
import type { College as CollegeRow } from "@/lib/generated/prisma/client";
import { hasControlCharacters } from "@/lib/validation/fields";
import { fieldErrors, type FieldErrors } from "@/lib/validation/field-errors";
import { categoryOfDb } from "./records";
import type { CollegeInput } from "./schema";

export type WireCollege = {
  _id: string;
  nirf: number;
  collegeName: string;
  address: string;
  accreditation: string;
  fees: string;
  exams: string;
  avgPackage: string;
  description: string;
  imageUrl: string;
  rating: string;
  category: "Engineering" | "Medical" | "Management";
  /** Fields the old API did not have, sent so a new client can show them. */
  shortName: string;
  city: string;
  state: string;
  /** B.Tech branches, comma-separated; "" when none. */
  branches: string;
  /** The affiliating university; "" when the college awards its own degrees. */
  affiliation: string;
};

export function toWireCollege(row: CollegeRow): WireCollege {
  return {
    _id: row.id,
    nirf: row.nirfRank,
    collegeName: row.name,
    address: `${row.city}, ${row.state}`,
    accreditation: row.accreditation,
    fees: row.fees,
    exams: row.exams.join(", "),
    avgPackage: row.avgPackage,
    description: row.description,
    imageUrl: row.imageUrl ?? "",
    rating: row.rating.toFixed(1),
    category: adminCategoryLabel[categoryOfDb[row.category]],
    shortName: row.shortName,
    city: row.city,
    state: row.state,
    branches: row.branches.join(", "),
    affiliation: row.affiliation ?? "",
  };
}

/** "Engineering", "engineering", "B.Tech" or "btech" -> "btech". */
function categoryFromWire(value: string): CollegeCategory | undefined {
  const key = value
    .trim()
    .toLowerCase()
    .replace(/[^a-z]/g, "");
  return collegeCategories.find((category) => category === key || adminCategoryLabel[category].toLowerCase() === key);
}

/** "Pune, Maharashtra" -> { city: "Pune", state: "Maharashtra" }; the state must be a real one. */
export function splitAddress(address: string): { city: string; state: string } | undefined {
  const comma = address.lastIndexOf(",");
  if (comma < 0) return undefined;
  const city = address.slice(0, comma).trim();
  const stateText = address
    .slice(comma + 1)
    .trim()
    .toLowerCase();
  const state = indianStatesAndUts.find((s) => s.toLowerCase() === stateText);
  return city && state ? { city, state } : undefined;
}

const textField = z
  .string({ error: "is required" })
  .refine((value) => !hasControlCharacters(value, { multiline: true }), "contains characters that are not allowed");
const numberLike = z.union([z.number(), z.string().trim().min(1)], { error: "is required" });

/**
 * Parses an old-API body into `CollegeInput` (which `collegeInputSchema` then validates in
 * full). Only the wire's own concerns are checked here: presence, number text, the address
 * format and the category names.
 */
export const wireCollegeSchema = z
  .object({
    nirf: numberLike,
    collegeName: textField,
    address: textField,
    accreditation: textField,
    fees: textField,
    exams: z.union([textField, z.array(textField)]),
    avgPackage: textField,
    description: textField,
    imageUrl: textField.optional(),
    rating: numberLike,
    category: textField,
    shortName: textField.optional(),
    established: numberLike.optional(),
    branches: z.union([textField, z.array(textField)]).optional(),
    affiliation: textField.optional(),
  })
  .transform((wire, ctx): CollegeInput => {
    const place = splitAddress(wire.address);
    if (!place) {
      ctx.addIssue({
        code: "custom",
        path: ["address"],
        message: 'address must be "City, State" with an Indian state or union territory, e.g. "Pune, Maharashtra"',
      });
    }
    const category = categoryFromWire(wire.category);
    if (!category) {
      ctx.addIssue({ code: "custom", path: ["category"], message: "category must be Engineering, Medical or Management" });
    }
    const exams = (Array.isArray(wire.exams) ? wire.exams : wire.exams.split(",")).map((exam) => exam.trim()).filter(Boolean);
    const shortName = wire.shortName?.trim();
    // Invalid placeholders below never reach the database: the issues added above fail the parse.
    return {
      name: wire.collegeName,
      ...(shortName ? { shortName } : {}),
      category: category ?? "btech",
      nirfRank: Number(wire.nirf),
      city: place?.city ?? "",
      state: (place?.state ?? "") as CollegeInput["state"],
      rating: Number(wire.rating),
      fees: wire.fees,
      avgPackage: wire.avgPackage,
      accreditation: wire.accreditation,
      exams,
      description: wire.description,
      ...(wire.imageUrl?.trim() ? { imageUrl: wire.imageUrl.trim() } : {}),
      ...(wire.established !== undefined ? { established: Number(wire.established) } : {}),
      // Left out when not sent, so an old client's edit keeps what is stored.
      ...(wire.branches !== undefined
        ? {
            branches: (Array.isArray(wire.branches) ? wire.branches : wire.branches.split(","))
              .map((b) => b.trim())
              .filter(Boolean),
          }
        : {}),
      ...(wire.affiliation !== undefined ? { affiliation: wire.affiliation.trim() } : {}),
    };
  });

/** The old API's name of each lib field it does not send under the same name. */
const wireNameOf: Record<string, string> = {
  name: "collegeName",
  nirfRank: "nirf",
  city: "address",
  state: "address",
};

/** `{ field: message }` under the old API's field names, whether the wire or the lib schema found the problem. */
export function wireFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  return fieldErrors(issues, wireNameOf);
}
