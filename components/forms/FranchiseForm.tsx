"use client";

import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { submitFranchiseAction } from "@/lib/franchise/actions";
import { deferredZodResolver, DeferredToaster, useDeferredFormCode } from "@/components/forms/deferred";
import { FormNotice, HoneypotField, MarketingConsentBox, SubmitButton, TextArea, TextInput } from "@/components/forms/fields";
import { GuardianFields, Under18Question } from "@/components/forms/GuardianFields";
import { useEnquirySubmit } from "@/components/forms/use-enquiry-submit";
import type { Notice } from "@/lib/privacy/notice";
import { CONTACT_PERSON_MAX, DESCRIPTION_MAX, ORGANISATION_MAX, WEBSITE_MAX } from "@/lib/franchise/constants";
import type { franchiseSchema, FranchiseInput } from "@/lib/franchise/schema";

type FranchiseFormValues = z.input<typeof franchiseSchema>;

const resolver = deferredZodResolver<FranchiseFormValues, FranchiseInput>(() =>
  import("@/lib/franchise/schema").then((module) => module.franchiseSchema),
);

/** The specification: the form state starts with every field as empty text. */
const EMPTY: FranchiseFormValues = {
  orgizationname: "",
  contactperson: "",
  mobile: "",
  email: "",
  websiteurl: "",
  description: "",
  marketingConsent: false,
  under18: false,
  guardianName: "",
  guardianEmail: "",
  guardianMobile: "",
};

/** The franchise enquiry: idle → submitting (button disabled) → idle; on success the fields are cleared. */
export function FranchiseForm({ notice }: { notice: Notice }) {
  const formId = useId();
  const id = (field: keyof FranchiseFormValues) => `${formId}-${field}`;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FranchiseFormValues, unknown, FranchiseInput>({ resolver, defaultValues: EMPTY });
  const under18 = useWatch({ control, name: "under18" });
  const { engaged, formProps, submit } = useDeferredFormCode(resolver, "page");

  const onSubmit = useEnquirySubmit<FranchiseFormValues, FranchiseInput>({
    send: (enquiry, extras) => submitFranchiseAction({ ...enquiry, ...extras }),
    toasterId: "page",
    fields: EMPTY,
    setError,
    onAccepted: () => reset(EMPTY),
  });

  return (
    <>
      <form
        noValidate
        {...formProps}
        onSubmit={(event) => submit(event, handleSubmit(onSubmit))}
        className="relative grid gap-4 sm:grid-cols-2"
        aria-label="Franchise enquiry"
      >
        <TextInput
          id={id("orgizationname")}
          label="Organisation Name"
          autoComplete="organization"
          maxLength={ORGANISATION_MAX}
          error={errors.orgizationname?.message}
          {...register("orgizationname")}
        />
        <TextInput
          id={id("contactperson")}
          label="Contact Person"
          autoComplete="name"
          maxLength={CONTACT_PERSON_MAX}
          error={errors.contactperson?.message}
          {...register("contactperson")}
        />
        <TextInput
          id={id("mobile")}
          label="Mobile"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          error={errors.mobile?.message}
          {...register("mobile")}
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
          id={id("websiteurl")}
          label="Website URL"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://www.example.com"
          maxLength={WEBSITE_MAX}
          error={errors.websiteurl?.message}
          className="sm:col-span-2"
          {...register("websiteurl")}
        />
        <TextArea
          id={id("description")}
          label="About Company"
          rows={5}
          maxLength={DESCRIPTION_MAX}
          hint="Your organisation, your city and why you would like to partner with us."
          error={errors.description?.message}
          className="sm:col-span-2"
          {...register("description")}
        />
        <Under18Question id={id("under18")} registered={register("under18")} />
        {under18 === true && (
          <GuardianFields id={id} register={(field) => register(field, { shouldUnregister: true })} errors={errors} />
        )}
        <MarketingConsentBox id={id("marketingConsent")} label={notice.marketingLabel} {...register("marketingConsent")} />
        <HoneypotField />
        <div className="flex flex-col gap-3 sm:col-span-2">
          <SubmitButton busy={isSubmitting} label="Submit Now" className="w-full sm:w-auto sm:self-start" />
          <FormNotice {...notice} />
        </div>
      </form>
      {engaged && <DeferredToaster id="page" />}
    </>
  );
}
