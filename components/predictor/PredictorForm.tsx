import { indianStatesAndUts } from "@/content/colleges/schema";
import { seatTypes } from "@/lib/predictor/josaa";
import { instituteKinds } from "@/lib/predictor/predict";
import { sorts, type Sort } from "@/lib/predictor/search";
import type { FieldErrors } from "@/lib/validation/field-errors";

const control =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm " +
  "focus:border-brand-600 aria-[invalid=true]:border-red-700";

export type FormValues = Record<string, string | undefined>;

const sortLabel: Record<Sort, string> = {
  chance: "Best chance first",
  closing: "Lowest closing rank first",
  institute: "Institute name",
};

const kindLabel = { IIT: "IITs", NIT: "NITs and IIEST", IIIT: "IIITs", GFTI: "Other government-funded institutes" } as const;

function Field({
  name,
  label,
  values,
  errors,
  hint,
  optional,
  children,
}: {
  name: string;
  label: string;
  values: FormValues;
  errors: FieldErrors;
  hint?: string;
  optional?: boolean;
  children?: (aria: Record<string, string | boolean | undefined>) => React.ReactNode;
}) {
  const error = errors[name];
  const describedBy = [hint && `${name}-hint`, error && `${name}-error`].filter(Boolean).join(" ") || undefined;
  const aria = { id: name, name, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy };
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-semibold text-slate-800">
        {label}
        {optional && <span className="font-normal text-slate-600"> (optional)</span>}
      </label>
      {hint && (
        <p id={`${name}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children ? (
        children(aria)
      ) : (
        <input {...aria} type="text" inputMode="numeric" pattern="[0-9]*" defaultValue={values[name] ?? ""} className={control} />
      )}
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The predictor's form: a plain GET form, so it works without JavaScript and its answer has a URL to share. */
export function PredictorForm({ values, errors }: { values: FormValues; errors: FieldErrors }) {
  const select = (name: string, options: readonly string[], labels?: Record<string, string>, blank?: string) =>
    function Select(aria: Record<string, string | boolean | undefined>) {
      return (
        <select {...aria} defaultValue={values[name] ?? ""} className={control}>
          {blank !== undefined && <option value="">{blank}</option>}
          {options.map((option) => (
            <option key={option} value={option}>
              {labels?.[option] ?? option}
            </option>
          ))}
        </select>
      );
    };
  return (
    <form method="get" action="/predictor" className="grid gap-5 sm:grid-cols-2" noValidate>
      <Field name="mainRank" label="JEE Main rank (common rank list)" values={values} errors={errors} />
      <Field name="category" label="Category" values={values} errors={errors}>
        {select("category", seatTypes, undefined, "Choose your category")}
      </Field>
      <Field
        name="categoryRank"
        label="Category rank"
        values={values}
        errors={errors}
        hint="Your rank in your category's list (not needed for OPEN)."
      />
      <Field name="gender" label="Gender" values={values} errors={errors}>
        {select("gender", ["female", "male"], { female: "Female", male: "Male" }, "Choose")}
      </Field>
      <Field name="homeState" label="State of your 12th board" values={values} errors={errors}>
        {select("homeState", [...indianStatesAndUts].sort(), undefined, "Choose your state")}
      </Field>
      <Field
        name="advancedRank"
        label="JEE Advanced rank"
        optional
        values={values}
        errors={errors}
        hint="Needed for IIT seats (common rank list)."
      />
      <Field
        name="advancedCategoryRank"
        label="JEE Advanced category rank"
        optional
        values={values}
        errors={errors}
        hint="Your rank in your category's JEE Advanced list: needed for an IIT's seats of your category (not for OPEN)."
      />
      <fieldset className="grid gap-5 rounded-xl border border-slate-200 p-4 sm:col-span-2 sm:grid-cols-2">
        <legend className="px-1 text-sm font-semibold text-slate-800">Narrow and sort the list</legend>
        <Field name="type" label="Institute type" values={values} errors={errors}>
          {select("type", instituteKinds, kindLabel, "All types")}
        </Field>
        <Field name="state" label="Institute's state" values={values} errors={errors}>
          {select("state", [...indianStatesAndUts].sort(), undefined, "All states")}
        </Field>
        <Field name="branch" label="Branch contains" optional values={values} errors={errors}>
          {(aria) => <input {...aria} type="text" defaultValue={values.branch ?? ""} className={control} />}
        </Field>
        <Field name="sort" label="Sort by" values={values} errors={errors}>
          {select("sort", sorts, sortLabel)}
        </Field>
      </fieldset>
      <div className="sm:col-span-2">
        <button
          type="submit"
          className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-800 px-6 py-2.5 font-semibold text-white hover:bg-brand-900"
        >
          Show my colleges
        </button>
      </div>
    </form>
  );
}
