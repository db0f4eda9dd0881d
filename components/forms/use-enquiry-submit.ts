/** What the three enquiry forms do alike with a submission and the server action's answer. */
import type { BaseSyntheticEvent } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { showToast } from "@/components/forms/deferred";
import { FORM_SUBMITTED, SUBMISSION_FAILED, type Outcome } from "@/lib/http/outcome";
import { HONEYPOT_FIELD } from "@/lib/security/honeypot";
import { visitAttribution } from "./visit-attribution";

/** The honeypot's value from the submitted form, sent only when something filled it in. */
function honeypotValue(form: EventTarget | null | undefined): Record<string, string> {
  const input = form instanceof HTMLFormElement ? form.elements.namedItem(HONEYPOT_FIELD) : null;
  const value = input instanceof HTMLInputElement ? input.value : "";
  return value ? { [HONEYPOT_FIELD]: value } : {};
}

/**
 * An adult's payload stays what it was before forms asked about age: the server reads a missing
 * `under18` as no (lib/privacy/minors/guardian-fields.ts), and the guardian's fields are a minor's only.
 */
function withoutAdultAnswer<Output>(values: Output): Output {
  if (typeof values !== "object" || values === null || (values as { under18?: unknown }).under18 !== false) return values;
  const rest = { ...values } as Record<string, unknown>;
  for (const field of ["under18", "guardianName", "guardianEmail", "guardianMobile"]) delete rest[field];
  return rest as Output;
}

type EnquirySubmitOptions<Values extends FieldValues, Output> = {
  /** Calls the form's server action with the parsed values and the extras: the honeypot (when filled) and where the visitor came from. */
  send: (values: Output, extras: Record<string, string>) => Promise<Outcome>;
  toasterId: string;
  /** How long the toasts stay; sonner's default when unset. */
  toastDuration?: number;
  /** The toast when no answer came back (offline, server unreachable). */
  unreachableMessage?: string;
  /** The form's fields: a server message is put beside a field only when the form has it. */
  fields: Values;
  setError: UseFormSetError<Values>;
  /** Clears the form (and whatever else the form keeps) after an accepted submission; gets the message shown. */
  onAccepted: (message: string) => void;
};

/**
 * The submit handler for react-hook-form's `handleSubmit`: sends, toasts the server's message (the
 * specification's fallbacks when it has none), then clears the form on success or puts the
 * server's field messages beside the fields (the browser's checks agree, so that is rare).
 */
export function useEnquirySubmit<Values extends FieldValues, Output>(options: EnquirySubmitOptions<Values, Output>) {
  const { send, toasterId, toastDuration, unreachableMessage = SUBMISSION_FAILED, fields, setError, onAccepted } = options;
  const toastOptions = { toasterId, duration: toastDuration };

  return async function onSubmit(values: Output, event?: BaseSyntheticEvent) {
    let outcome: Outcome | undefined;
    try {
      outcome = await send(withoutAdultAnswer(values), { ...visitAttribution(), ...honeypotValue(event?.target) });
    } catch {
      outcome = undefined; // offline, or the server could not be reached
    }
    if (outcome?.ok) {
      const message = outcome.message || FORM_SUBMITTED;
      void showToast("success", message, toastOptions);
      onAccepted(message);
      return;
    }
    void showToast("error", outcome?.message || unreachableMessage, toastOptions);
    if (!outcome) return;
    for (const [field, message] of Object.entries(outcome.errors)) {
      if (Object.hasOwn(fields, field)) setError(field as Path<Values>, { type: "server", message });
    }
  };
}
