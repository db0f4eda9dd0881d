/**
 * A predictor query as a URL carries it (the page's form and `GET /api/predictor` alike): the
 * profile, and the view of its answer (institute kind, state, branch, sort), so a result can be
 * shared. Bad input is a message naming the field, never a guess.
 */
import { z } from "zod";
import { indianStatesAndUts } from "@/content/colleges/schema";
import type { InstituteKind } from "@/content/josaa/institutes";
import { fieldErrors, type FieldErrors } from "@/lib/validation/field-errors";
import { instituteKinds, type Prediction } from "./predict";
import { profileSchema, type Profile } from "./profile";

export const sorts = ["chance", "closing", "institute"] as const;

/** The profile's parameters, in the form's order. */
export const profileFields = [
  "mainRank",
  "category",
  "categoryRank",
  "gender",
  "homeState",
  "advancedRank",
  "advancedCategoryRank",
] as const;
export const viewFields = ["type", "state", "branch", "sort"] as const;
export type Sort = (typeof sorts)[number];

const blankIsMissing = (value: unknown) => (value === "" ? undefined : value);

const viewSchema = z.object({
  type: z.preprocess(
    blankIsMissing,
    z.enum(instituteKinds, { error: `type must be one of ${instituteKinds.join(", ")}.` }).optional(),
  ),
  state: z.preprocess(
    blankIsMissing,
    z.enum(indianStatesAndUts, { error: "state must be an Indian state or union territory." }).optional(),
  ),
  branch: z.preprocess(
    blankIsMissing,
    z.string().trim().max(120, { error: "branch must be at most 120 characters." }).optional(),
  ),
  sort: z.preprocess(blankIsMissing, z.enum(sorts, { error: `sort must be one of ${sorts.join(", ")}.` }).default("chance")),
});

export type View = z.infer<typeof viewSchema>;

export type PredictorQuery = { ok: true; profile: Profile; view: View } | { ok: false; errors: FieldErrors };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The query from a URL's parameters (URLSearchParams, or a page's searchParams object). */
export function parsePredictorQuery(params: URLSearchParams | Record<string, string | string[] | undefined>): PredictorQuery {
  const get = (name: string) => (params instanceof URLSearchParams ? (params.get(name) ?? undefined) : first(params[name]));
  const raw = (names: string[]) => Object.fromEntries(names.map((name) => [name, get(name)]));
  const profile = profileSchema.safeParse(raw([...profileFields]));
  const view = viewSchema.safeParse(raw([...viewFields]));
  if (!profile.success || !view.success)
    return {
      ok: false,
      errors: { ...(profile.success ? {} : fieldErrors(profile.error)), ...(view.success ? {} : fieldErrors(view.error)) },
    };
  return { ok: true, profile: profile.data, view: view.data };
}

/** The predictions the view keeps, in its order. */
export function applyView(predictions: Prediction[], view: View, latestYear: number): Prediction[] {
  const branch = view.branch?.toLowerCase();
  const kept = predictions.filter(
    ({ seat }) =>
      (!view.type || seat.institute.kind === (view.type as InstituteKind)) &&
      (!view.state || seat.institute.state === view.state) &&
      (!branch || seat.program.toLowerCase().includes(branch)),
  );
  const closing = (prediction: Prediction) => prediction.seat.finals.get(latestYear)!.closingRank;
  if (view.sort === "closing") return kept.sort((a, b) => closing(a) - closing(b));
  if (view.sort === "institute")
    return kept.sort(
      (a, b) =>
        a.seat.institute.shortName.localeCompare(b.seat.institute.shortName) || a.seat.program.localeCompare(b.seat.program),
    );
  return kept;
}
