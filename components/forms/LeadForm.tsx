"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { loadProfileAction } from "@/lib/accounts/actions";
import { submitLeadAction } from "@/lib/leads/actions";
import { SIGNED_IN_ATTRIBUTE } from "@/lib/site/signed-in";
import { deferredZodResolver, DeferredToaster, useDeferredFormCode } from "@/components/forms/deferred";
import { FormNotice, HoneypotField, MarketingConsentBox, SelectInput, SubmitButton, TextInput } from "@/components/forms/fields";
import { GuardianFields, Under18Question } from "@/components/forms/GuardianFields";
import { useEnquirySubmit } from "@/components/forms/use-enquiry-submit";
import type { Notice } from "@/lib/privacy/notice";
import { COURSES, EXAM_NAME_MAX, NAME_MAX } from "@/lib/leads/constants";
import type { LeadInput } from "@/lib/leads/schema";
import { EXAM_SCORE_LABEL, examScale } from "@/lib/leads/exam-score";

type LeadFormValues = {
  name: string;
  email: string;
  mobile: string;
  percentage: string;
  course: string;
  appearedInExam: "yes" | "no";
  examName: string;
  examPercentage: string;
  marketingConsent: boolean;
  under18: boolean;
  guardianName: string;
  guardianEmail: string;
  guardianMobile: string;
};

const EMPTY: LeadFormValues = {
  name: "",
  email: "",
  mobile: "",
  percentage: "",
  course: "",
  appearedInExam: "no",
  examName: "",
  examPercentage: "",
  marketingConsent: false,
  under18: false,
  guardianName: "",
  guardianEmail: "",
  guardianMobile: "",
};

const MODAL_TOAST_MS = 3000;
const CONTACT_RESET_MS = 200;

const resolver = deferredZodResolver<LeadFormValues, LeadInput>(() =>
  import("@/lib/leads/schema").then((module) => module.leadSchema),
);

/**
 * The free-counselling enquiry: in the lead modal ("modal") and on the contact page ("contact").
 * It validates with the server's own schema, sends the parsed values (exam fields only when the
 * answer is yes) to the server action, and reports the outcome in a toast.
 */
export function LeadForm({
  variant,
  notice,
  onSubmitted,
  course = "",
  shortlist,
}: {
  variant: "modal" | "contact";
  notice: Notice;
  /** The course chosen in advance (a predictor or cutoff page's "Talk to a counsellor"); the visitor may change it. */
  course?: (typeof COURSES)[number] | "";
  /** The predictor's seats sent along (their keys); the visitor's details are filled in from their account when signed in. */
  shortlist?: string[];
  /** Called after an accepted submission with the message shown to the visitor. */
  onSubmitted?: (message: string) => void;
}) {
  const formId = useId();
  const id = (field: string) => `${formId}-${field}`;
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A minor's enquiry waits for the guardian: the form gives way to that answer, not to a blank form inviting a resend.
  const [sentToGuardian, setSentToGuardian] = useState<string | null>(null);
  const guardianAnswer = useRef<HTMLDivElement>(null);
  const empty = { ...EMPTY, course };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    getValues,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<LeadFormValues, unknown, LeadInput>({ resolver, defaultValues: empty });
  const appearedInExam = useWatch({ control, name: "appearedInExam" });
  const under18 = useWatch({ control, name: "under18" });
  const toasterId = variant === "modal" ? "modal" : "page";
  const { engaged, formProps, submit } = useDeferredFormCode(resolver, toasterId);
  const scale = examScale(useWatch({ control, name: "examName" }));

  useEffect(() => () => clearTimeout(resetTimer.current), []);
  // A signed-in visitor sending their shortlist confirms the account's details rather than typing them.
  const sendsShortlist = shortlist !== undefined;
  useEffect(() => {
    if (!sendsShortlist || !document.documentElement.hasAttribute(SIGNED_IN_ATTRIBUTE)) return;
    loadProfileAction()
      .then((outcome) => {
        const user = outcome.ok ? outcome.data?.user : undefined;
        if (!user) return;
        for (const field of ["name", "email", "mobile"] as const) {
          if (!getValues(field) && user[field]) setValue(field, user[field]);
        }
      })
      .catch(() => undefined);
  }, [sendsShortlist, getValues, setValue]);
  const answerShown = useRef(false);
  useEffect(() => {
    if (sentToGuardian) guardianAnswer.current?.focus();
    else if (answerShown.current) setFocus("name"); // "Send another enquiry": back to the form's start
    answerShown.current = sentToGuardian !== null;
  }, [sentToGuardian, setFocus]);

  const onSubmit = useEnquirySubmit<LeadFormValues, LeadInput>({
    send: (lead, extras) =>
      submitLeadAction(variant === "modal" ? "MODAL" : "CONTACT_PAGE", { ...lead, ...extras, ...(shortlist && { shortlist }) }),
    toasterId,
    toastDuration: variant === "modal" ? MODAL_TOAST_MS : undefined,
    fields: EMPTY,
    setError,
    onAccepted(message) {
      if (under18) setSentToGuardian(message);
      if (variant === "modal" || under18) reset(empty);
      else resetTimer.current = setTimeout(() => reset(empty), CONTACT_RESET_MS);
      onSubmitted?.(message);
    },
  });

  const guardianPanel = sentToGuardian && (
    <div ref={guardianAnswer} tabIndex={-1} className="grid gap-4 rounded-xl bg-brand-50 p-5 text-slate-900 outline-none">
      <p className="text-lg font-semibold text-brand-900">{sentToGuardian}</p>
      <p>Your enquiry waits for their answer: they have a link to see what you sent and agree. Nobody will contact you before.</p>
      <button
        type="button"
        onClick={() => setSentToGuardian(null)}
        className="min-h-11 justify-self-start rounded-lg border border-brand-700 px-4 font-semibold text-brand-800 hover:bg-white"
      >
        Send another enquiry
      </button>
    </div>
  );

  return (
    <>
      {guardianPanel || (
        <form
          noValidate
          {...formProps}
          onSubmit={(event) => submit(event, handleSubmit(onSubmit))}
          className="relative grid gap-4 sm:grid-cols-2"
          aria-label="Free counselling enquiry"
        >
          {shortlist && (
            <p className="rounded-lg bg-amber-50 p-3 text-slate-800 sm:col-span-2">
              Your shortlist of {shortlist.length} {shortlist.length === 1 ? "program" : "programs"} goes with this enquiry. Check
              your details below.
            </p>
          )}
          <TextInput
            id={id("name")}
            label="Full Name"
            autoComplete="name"
            maxLength={NAME_MAX}
            error={errors.name?.message}
            className="sm:col-span-2"
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
            id={id("mobile")}
            label="Mobile Number"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint="10 digits; +91 or 0 in front is fine"
            error={errors.mobile?.message}
            {...register("mobile")}
          />
          <TextInput
            id={id("percentage")}
            label="12th Percentage"
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            step="0.01"
            error={errors.percentage?.message}
            {...register("percentage")}
          />
          <SelectInput
            id={id("course")}
            label="Course"
            placeholder="Select a course"
            options={COURSES}
            error={errors.course?.message}
            {...register("course")}
          />
          <fieldset className="sm:col-span-2">
            <legend className="text-sm font-semibold text-slate-800">Have you appeared in any entrance exam?</legend>
            <div className="mt-2 flex gap-6">
              {(["yes", "no"] as const).map((answer) => (
                <label key={answer} className="flex min-h-11 items-center gap-2 text-base text-slate-900">
                  <input type="radio" value={answer} className="h-5 w-5 accent-brand-700" {...register("appearedInExam")} />
                  {answer === "yes" ? "Yes" : "No"}
                </label>
              ))}
            </div>
          </fieldset>
          {appearedInExam === "yes" && (
            <>
              <TextInput
                id={id("examName")}
                label="Exam Name"
                placeholder="e.g. JEE Main, NEET, CUET"
                maxLength={EXAM_NAME_MAX}
                error={errors.examName?.message}
                {...register("examName")}
              />
              <TextInput
                id={id("examPercentage")}
                label={EXAM_SCORE_LABEL}
                hint={scale.hint}
                type="number"
                inputMode={scale.decimals === 0 ? "numeric" : "decimal"}
                min={0}
                max={scale.max}
                step={scale.decimals === 0 ? 1 : "any"}
                error={errors.examPercentage?.message}
                {...register("examPercentage")}
              />
            </>
          )}
          <Under18Question id={id("under18")} registered={register("under18")} />
          {under18 === true && (
            <GuardianFields id={id} register={(field) => register(field, { shouldUnregister: true })} errors={errors} />
          )}
          <MarketingConsentBox id={id("marketingConsent")} label={notice.marketingLabel} {...register("marketingConsent")} />
          <HoneypotField />
          <div className="flex flex-col gap-3 sm:col-span-2">
            <SubmitButton
              busy={isSubmitting}
              label={variant === "modal" ? "Book Free Session" : "Register Now"}
              className="w-full sm:w-auto sm:self-start"
            />
            <FormNotice {...notice} />
          </div>
        </form>
      )}
      {variant === "contact" && engaged && <DeferredToaster id={toasterId} />}
    </>
  );
}
