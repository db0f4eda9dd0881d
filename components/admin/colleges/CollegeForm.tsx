"use client";

import { useId, useState } from "react";
import { SelectInput, SubmitButton, TextArea, TextInput } from "@/components/forms/fields";
import type { WireCollege } from "@/lib/colleges/wire";

export type CollegeFields = Omit<WireCollege, "_id" | "shortName" | "city" | "state">;
type Answer = { ok: boolean; message: string; errors?: Record<string, string> };

const CATEGORIES = ["Engineering", "Medical", "Management"] as const;

/** The form's values in the old API's shape, which the server action parses as the API does. */
function read(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form)].map(([key, value]) => [key, String(value)]));
}

/**
 * Every field of a college, all required (NIRF a number; category Medical, Management or
 * Engineering). Used by College Add, the edit dialog and /collegelist. `save` is the server
 * action; on success an added form is cleared, and `onSaved` runs (the dialog closes).
 */
export function CollegeForm({
  college,
  save,
  submitLabel,
  onSaved,
}: {
  college?: CollegeFields;
  save: (fields: Record<string, string>) => Promise<Answer | null>;
  submitLabel: string;
  onSaved?: () => void;
}) {
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    const answer = await save(read(form));
    setBusy(false);
    setErrors(answer?.errors ?? {});
    if (!answer?.ok) return;
    if (!college) form.reset();
    onSaved?.();
  }

  const text = (name: keyof CollegeFields, label: string, extra: Partial<React.ComponentProps<typeof TextInput>> = {}) => (
    <TextInput
      id={`${id}-${name}`}
      name={name}
      label={label}
      required
      defaultValue={college ? String(college[name]) : undefined}
      error={errors[name]}
      {...extra}
    />
  );

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      {text("collegeName", "College name", { className: "sm:col-span-2", maxLength: 160 })}
      {text("nirf", "NIRF rank", { type: "number", inputMode: "numeric", min: 1, max: 1000, step: 1 })}
      <SelectInput
        id={`${id}-category`}
        name="category"
        label="Category"
        placeholder="Choose a category"
        options={CATEGORIES}
        required
        defaultValue={college?.category ?? ""}
        error={errors.category}
      />
      {text("address", "Address (city, state)", { hint: "For example: Pune, Maharashtra", maxLength: 120 })}
      {text("accreditation", "Accreditation", { maxLength: 120 })}
      {text("fees", "Fees", { hint: "For example: ₹8–10 lakh (4 years)", maxLength: 80 })}
      {text("avgPackage", "Average package", { hint: "For example: ₹12 LPA", maxLength: 60 })}
      {text("exams", "Exams", { hint: "Separate exams with commas: JEE Main, JEE Advanced", maxLength: 200 })}
      {text("rating", "Rating (0 to 5)", { type: "number", inputMode: "decimal", min: 0, max: 5, step: 0.1 })}
      {text("branches", "B.Tech branches (optional)", {
        required: false,
        hint: "Full names, separated by commas: Computer Science and Engineering, Civil Engineering",
        maxLength: 1000,
      })}
      {text("affiliation", "Affiliating university (optional)", {
        required: false,
        hint: "When another university awards its degrees: Dr. A.P.J. Abdul Kalam Technical University",
        maxLength: 120,
      })}
      {text("imageUrl", "Image URL", {
        className: "sm:col-span-2",
        hint: "An https:// address or a site path starting with /",
        maxLength: 500,
      })}
      <TextArea
        id={`${id}-description`}
        name="description"
        label="Description"
        required
        rows={5}
        maxLength={2000}
        defaultValue={college?.description}
        error={errors.description}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <SubmitButton busy={busy} label={submitLabel} />
      </div>
    </form>
  );
}
