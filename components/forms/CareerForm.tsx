"use client";

import { useId, useRef } from "react";
import { useController, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { submitApplicationAction } from "@/lib/careers/actions";
import { deferredZodResolver, DeferredToaster, useDeferredFormCode } from "@/components/forms/deferred";
import { FormNotice, HoneypotField, MarketingConsentBox, SubmitButton, TextArea, TextInput } from "@/components/forms/fields";
import { GuardianFields } from "@/components/forms/GuardianFields";
import { useEnquirySubmit } from "@/components/forms/use-enquiry-submit";
import { isMinorBorn } from "@/lib/careers/age";
import type { Notice } from "@/lib/privacy/notice";
import { ADDRESS_MAX, DESIGNATION_MAX, NAME_MAX, SALARY_MAX } from "@/lib/careers/constants";
import { resumeProblem } from "@/lib/careers/resume";
import type { careerSchema, CareerInput } from "@/lib/careers/schema";
import { SUBMISSION_FAILED } from "@/lib/http/outcome";

type CareerFormValues = z.input<typeof careerSchema>;

const resolver = deferredZodResolver<CareerFormValues, CareerInput>(() =>
  import("@/lib/careers/schema").then((module) => module.careerSchema),
);

const EMPTY: CareerFormValues = {
  name: "",
  email: "",
  phone: "",
  designation: "",
  dob: "",
  address: "",
  expected_salary: "",
  last_salary: "",
  // No file chosen yet: the schema, not the type, says a resume is required.
  resume: undefined as unknown as File,
  marketingConsent: false,
  // The date of birth answers it (lib/careers/schema.ts): no question is shown.
  under18: false,
  guardianName: "",
  guardianEmail: "",
  guardianMobile: "",
};

/** Sends the application with its resume as the multipart form the server action reads. */
function applicationForm(application: CareerInput, extras: Record<string, string>): FormData {
  const body = new FormData();
  for (const [field, value] of Object.entries({ ...application, ...extras })) {
    if (value instanceof File) body.append(field, value, value.name);
    else if (value !== undefined) body.append(field, String(value));
  }
  return body;
}

/**
 * The job application with a PDF resume. A file over 5 MB or one that is not a PDF (by its first
 * bytes) is refused as soon as it is chosen, and the choice is cleared; the server checks again.
 */
export function CareerForm({ roles, resumeHint, notice }: { roles: string[]; resumeHint: string; notice: Notice }) {
  const formId = useId();
  const id = (field: keyof CareerFormValues) => `${formId}-${field}`;
  const resumeInput = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CareerFormValues, unknown, CareerInput>({ resolver, defaultValues: EMPTY });
  const { engaged, formProps, submit } = useDeferredFormCode(resolver, "page");
  // A controller, not register(): the chosen File lives in the form state and the file input is
  // never written to by the form library (only cleared here, after a refusal or a submission).
  const { field: resumeField } = useController({ name: "resume", control });
  const minor = isMinorBorn(useWatch({ control, name: "dob" }));

  async function chooseResume(event: React.ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    const problem = file && (await resumeProblem(file))?.message;
    if (file && !problem) {
      clearErrors("resume");
      resumeField.onChange(file);
      return;
    }
    input.value = "";
    resumeField.onChange(undefined);
    if (problem) setError("resume", { type: "browser", message: problem });
  }

  const onSubmit = useEnquirySubmit<CareerFormValues, CareerInput>({
    send: (application, extras) => submitApplicationAction(applicationForm(application, extras)),
    toasterId: "page",
    unreachableMessage: `${SUBMISSION_FAILED}: your application was not sent. Please check your connection and try again.`,
    fields: EMPTY,
    setError,
    onAccepted() {
      reset(EMPTY);
      if (resumeInput.current) resumeInput.current.value = "";
    },
  });

  return (
    <>
      <form
        noValidate
        {...formProps}
        onSubmit={(event) => submit(event, handleSubmit(onSubmit))}
        className="relative grid gap-4 sm:grid-cols-2"
        aria-label="Job application"
      >
        <TextInput
          id={id("name")}
          label="Full Name"
          autoComplete="name"
          maxLength={NAME_MAX}
          error={errors.name?.message}
          {...register("name")}
        />
        <TextInput
          id={id("email")}
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register("email")}
        />
        <TextInput
          id={id("phone")}
          label="Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register("phone")}
        />
        <TextInput
          id={id("designation")}
          label="Designation"
          list={`${formId}-roles`}
          maxLength={DESIGNATION_MAX}
          hint="The role you are applying for"
          error={errors.designation?.message}
          {...register("designation")}
        />
        <datalist id={`${formId}-roles`}>
          {roles.map((role) => (
            <option key={role} value={role} />
          ))}
        </datalist>
        <TextInput
          id={id("dob")}
          label="Date of Birth"
          type="date"
          autoComplete="bday"
          error={errors.dob?.message}
          {...register("dob")}
        />
        <TextInput
          id={id("expected_salary")}
          label="Expected Salary"
          placeholder="e.g. ₹4.5 LPA"
          maxLength={SALARY_MAX}
          error={errors.expected_salary?.message}
          {...register("expected_salary")}
        />
        <TextInput
          id={id("last_salary")}
          label="Last Salary"
          optional
          placeholder="e.g. ₹3.6 LPA"
          maxLength={SALARY_MAX}
          error={errors.last_salary?.message}
          {...register("last_salary")}
        />
        <TextInput
          id={id("resume")}
          label="Resume"
          type="file"
          accept="application/pdf,.pdf"
          hint={resumeHint}
          announceError
          error={errors.resume?.message}
          className="[&_input]:cursor-pointer [&_input]:file:mr-3 [&_input]:file:rounded-full [&_input]:file:border-0 [&_input]:file:bg-brand-100 [&_input]:file:px-4 [&_input]:file:py-1.5 [&_input]:file:font-semibold [&_input]:file:text-brand-900"
          name={resumeField.name}
          onBlur={resumeField.onBlur}
          ref={(element: HTMLInputElement | null) => {
            resumeField.ref(element);
            resumeInput.current = element;
          }}
          onChange={(event) => void chooseResume(event)}
        />
        <TextArea
          id={id("address")}
          label="Address"
          rows={3}
          autoComplete="street-address"
          maxLength={ADDRESS_MAX}
          error={errors.address?.message}
          className="sm:col-span-2"
          {...register("address")}
        />
        {minor && <GuardianFields id={id} register={(field) => register(field, { shouldUnregister: true })} errors={errors} />}
        <MarketingConsentBox id={id("marketingConsent")} label={notice.marketingLabel} {...register("marketingConsent")} />
        <HoneypotField />
        <div className="flex flex-col gap-3 sm:col-span-2">
          <SubmitButton busy={isSubmitting} label="Submit Application" className="w-full sm:w-auto sm:self-start" />
          <FormNotice {...notice} />
        </div>
      </form>
      {engaged && <DeferredToaster id="page" />}
    </>
  );
}
