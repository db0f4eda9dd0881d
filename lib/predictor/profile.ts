/** The student's profile as the predictor's form and `GET /api/predictor` take it (one zod schema for both). */
import { z } from "zod";
import { indianStatesAndUts } from "@/content/colleges/schema";
import { seatTypes } from "./josaa";

const rank = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a whole number of 1 or more.` })
    .int({ error: `${field} must be a whole number of 1 or more.` })
    .min(1, { error: `${field} must be a whole number of 1 or more.` })
    .max(2_000_000, { error: `${field} must be at most 2,000,000.` });

/** An empty text box (the form) or a missing parameter (the API) both mean "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? undefined : value), schema.optional());

export const genderChoices = ["female", "male"] as const;

export const profileSchema = z
  .object({
    mainRank: rank("mainRank"),
    category: z.enum(seatTypes, { error: `category must be one of ${seatTypes.join(", ")}.` }),
    categoryRank: optional(rank("categoryRank")),
    gender: z.enum(genderChoices, { error: "gender must be female or male." }),
    homeState: z.enum(indianStatesAndUts, { error: "homeState must be an Indian state or union territory." }),
    advancedRank: optional(rank("advancedRank")),
    /** The rank on JEE Advanced's list of the student's category: what an IIT's seats of that category are filled on. */
    advancedCategoryRank: optional(rank("advancedCategoryRank")),
  })
  .superRefine((profile, context) => {
    if (profile.category !== "OPEN" && profile.categoryRank === undefined)
      context.addIssue({
        code: "custom",
        path: ["categoryRank"],
        message: "categoryRank is needed for a category other than OPEN.",
      });
    // zod runs this even when mainRank itself failed: compare only two valid ranks.
    if (
      Number.isInteger(profile.mainRank) &&
      profile.mainRank >= 1 &&
      profile.categoryRank !== undefined &&
      profile.categoryRank > profile.mainRank
    )
      context.addIssue({ code: "custom", path: ["categoryRank"], message: "categoryRank cannot be larger than mainRank." });
    const advancedCategoryRank = advancedCategoryRankProblem(profile);
    if (advancedCategoryRank) context.addIssue({ code: "custom", path: ["advancedCategoryRank"], message: advancedCategoryRank });
  });

/** A JEE Advanced category rank goes with a reserved category and an Advanced rank it does not exceed. */
function advancedCategoryRankProblem(profile: {
  category: string;
  advancedRank?: number;
  advancedCategoryRank?: number;
}): string | undefined {
  const { category, advancedRank, advancedCategoryRank } = profile;
  // zod runs this even when a field failed: judge only a valid rank against a valid category.
  if (advancedCategoryRank === undefined || !Number.isInteger(advancedCategoryRank)) return undefined;
  if (!(seatTypes as readonly string[]).includes(category)) return undefined;
  if (category === "OPEN") return "advancedCategoryRank is only for a category other than OPEN.";
  if (advancedRank === undefined) return "advancedCategoryRank needs advancedRank (the JEE Advanced rank) too.";
  if (Number.isInteger(advancedRank) && advancedRank >= 1 && advancedCategoryRank > advancedRank)
    return "advancedCategoryRank cannot be larger than advancedRank.";
  return undefined;
}

export type Profile = z.infer<typeof profileSchema>;
