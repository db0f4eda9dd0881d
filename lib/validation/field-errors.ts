/**
 * Validation problems as every answer reports them: `{ field: message }`, one message per field
 * a client sent (the first zod reported for it). Browser-safe: the forms read these too.
 */
import type { z } from "zod";

/** Field name (as sent on the wire) to the one message to show beside it. */
export type FieldErrors = Record<string, string>;

/** The errors key for problems with the request as a whole rather than one field. */
export const BODY_FIELD = "body";

/**
 * Keys each issue by the top-level field it is about. `wireName` renames a field checked under a
 * different name than the client sent it as (the old college API's `collegeName` is `name` in lib).
 */
export function fieldErrors(
  issues: z.ZodError | readonly z.core.$ZodIssue[],
  wireName: Record<string, string> = {},
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of "issues" in issues ? issues.issues : issues) {
    const head = issue.path[0];
    const field = head === undefined ? BODY_FIELD : (wireName[String(head)] ?? String(head));
    errors[field] ??= field === BODY_FIELD && issue.code === "invalid_type" ? "Send the fields as one object." : issue.message;
  }
  return errors;
}
