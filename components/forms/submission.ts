/** What the three enquiry forms do alike with a server action's answer. */
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { Outcome } from "@/lib/http/outcome";
import { HONEYPOT_FIELD } from "@/lib/security/honeypot";

/** The specification's fallback for a failed submission without a message from the server. */
export const SUBMISSION_FAILED = "Submission failed";

/** Puts the server's field messages beside the fields it named (the browser's checks agree, so this is rare). */
export function applyServerErrors<Values extends FieldValues>(
  outcome: Outcome | undefined,
  fields: Values,
  setError: UseFormSetError<Values>,
) {
  if (!outcome || outcome.ok) return;
  for (const [field, message] of Object.entries(outcome.errors)) {
    if (Object.hasOwn(fields, field)) setError(field as Path<Values>, { type: "server", message });
  }
}

/** The honeypot's value from the submitted form, sent only when something filled it in. */
export function honeypotValue(form: EventTarget | null | undefined): Record<string, string> {
  const input = form instanceof HTMLFormElement ? form.elements.namedItem(HONEYPOT_FIELD) : null;
  const value = input instanceof HTMLInputElement ? input.value : "";
  return value ? { [HONEYPOT_FIELD]: value } : {};
}
