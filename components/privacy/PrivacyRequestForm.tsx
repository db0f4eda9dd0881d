"use client";

import { useActionState, useState } from "react";
import { SubmitButton, TextArea, TextInput } from "@/components/forms/fields";
import { requestPrivacyAction, type RequestFormState } from "@/lib/privacy/rights/actions";

const KINDS = [
  { value: "access", label: "See and download the data you hold about me" },
  { value: "correction", label: "Correct something you hold about me" },
  { value: "erasure", label: "Erase my data" },
  { value: "withdraw", label: "Withdraw my consent (no more messages)" },
] as const;

/**
 * The rights request form: works without JavaScript (a server action posted by the form), and
 * answers the same way whatever the address.
 */
export function PrivacyRequestForm() {
  const [state, submit, busy] = useActionState<RequestFormState, FormData>(requestPrivacyAction, null);
  const [kind, setKind] = useState<string>("access");
  const errors: Record<string, string | undefined> = state && !state.ok ? state.errors : {};
  return (
    <form action={submit} className="space-y-5" noValidate>
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">What would you like?</legend>
        <div className="mt-2 space-y-2">
          {KINDS.map((option) => (
            <label key={option.value} className="flex items-center gap-3 text-slate-900">
              <input
                type="radio"
                name="kind"
                value={option.value}
                checked={kind === option.value}
                onChange={() => setKind(option.value)}
                className="h-5 w-5 accent-brand-800"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <TextInput
        id="privacy-email"
        name="email"
        type="email"
        autoComplete="email"
        label="Your e-mail address"
        optional
        hint="The one you used with us: we send it a link to confirm your request."
        error={errors.email}
      />
      <TextInput
        id="privacy-mobile"
        name="mobile"
        type="tel"
        autoComplete="tel"
        label="Or your mobile number"
        optional
        hint="Without an e-mail address: our team verifies who you are by hand first, which takes longer."
        error={errors.mobile}
      />
      {kind === "correction" && <TextArea id="privacy-note" name="note" label="What should we correct?" error={errors.note} />}
      <SubmitButton busy={busy} label="Send my request" />
      <p role="status" className={`text-base font-medium empty:hidden ${state?.ok ? "text-green-800" : "text-red-700"}`}>
        {state?.message}
      </p>
    </form>
  );
}
