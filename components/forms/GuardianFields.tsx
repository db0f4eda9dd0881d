/**
 * What every enquiry form asks of a minor (lib/privacy/minors/guardian-fields.ts): whether the person is
 * under 18 (a box to tick) and, when they are, their parent's or guardian's name, e-mail and mobile. The career
 * form asks no question (the date of birth answers it) and shows the guardian's fields alone.
 */
import type { UseFormRegisterReturn } from "react-hook-form";
import { TextInput } from "@/components/forms/fields";
import { GUARDIAN_NAME_MAX } from "@/lib/privacy/minors/guardian-limits";

type GuardianField = "guardianName" | "guardianEmail" | "guardianMobile";

/** A box of its own (not a second yes/no group beside the exam question), unticked: an adult has nothing to do. */
export function Under18Question({ id, registered }: { id: string; registered: UseFormRegisterReturn }) {
  return (
    <div className="flex items-start gap-3 sm:col-span-2">
      <input
        id={id}
        type="checkbox"
        aria-describedby={`${id}-hint`}
        className="mt-0.5 h-6 w-6 shrink-0 accent-brand-700"
        {...registered}
      />
      <div>
        <label htmlFor={id} className="text-base font-semibold text-slate-800">
          I am under 18
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          Then we ask a parent or guardian to agree before we contact you.
        </p>
      </div>
    </div>
  );
}

export function GuardianFields({
  id,
  register,
  errors,
}: {
  id: (field: GuardianField) => string;
  register: (field: GuardianField) => UseFormRegisterReturn;
  errors: Partial<Record<GuardianField, { message?: string }>>;
}) {
  return (
    <fieldset className="grid gap-4 rounded-lg border border-slate-300 p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-slate-800">Your parent or guardian</legend>
      <p className="text-sm text-slate-700 sm:col-span-2">
        As you are under 18, we ask your parent or guardian to agree by e-mail before anyone contacts you. Until they do, we keep
        your enquiry but do not use it.
      </p>
      <TextInput
        id={id("guardianName")}
        label="Parent's or guardian's name"
        autoComplete="off"
        maxLength={GUARDIAN_NAME_MAX}
        error={errors.guardianName?.message}
        className="sm:col-span-2"
        {...register("guardianName")}
      />
      <TextInput
        id={id("guardianEmail")}
        label="Parent's or guardian's e-mail"
        type="email"
        autoComplete="off"
        hint="We send the consent request here"
        error={errors.guardianEmail?.message}
        {...register("guardianEmail")}
      />
      <TextInput
        id={id("guardianMobile")}
        label="Parent's or guardian's mobile"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        optional
        error={errors.guardianMobile?.message}
        {...register("guardianMobile")}
      />
    </fieldset>
  );
}
